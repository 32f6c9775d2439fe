/**
 * The router and every route's code, loaded at sign-in and not before (issue 35, first-screen budget): the
 * sign-in screens are outside the router. Shared by main (the screens, deep links) and the signing-in screen,
 * which loads it while the user signs in.
 */
export const loadRouter = () => import('./router');
