import { configure } from '@testing-library/react';

// Two cores run the node and DOM projects side by side: give findBy/waitFor room before they give up.
configure({ asyncUtilTimeout: 5000 });
