import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';

export interface AdActionButtonProps {
  /** The button's name, shown as its tooltip: "Supprimer Salon du droit". */
  label: string;
  icon: ReactElement;
  /** Why the action is unavailable: the button is inactive but focusable, and its tooltip says why. */
  unavailable?: string;
  onClick?(): void;
  /** A link to a screen instead of an action (voir, modifier). */
  to?: string;
}

/** One icon action of an ad (list row, tile): named for screen readers, its tooltip the name or why it is inactive. */
export function AdActionButton({ label, icon, unavailable, onClick, to }: AdActionButtonProps) {
  // Hooks run whatever the kind: a button's target is the current location, never followed.
  const href = useHref(to ?? '.');
  const follow = useLinkClickHandler<HTMLAnchorElement>(to ?? '.');
  if (unavailable !== undefined) {
    return (
      <Tooltip content={unavailable} relationship="description" withArrow>
        <Button appearance="subtle" size="small" icon={icon} aria-label={label} disabledFocusable />
      </Tooltip>
    );
  }
  return (
    <Tooltip content={label} relationship="label" withArrow>
      {to !== undefined ? (
        <Button as="a" href={href} onClick={follow} appearance="subtle" size="small" icon={icon} />
      ) : (
        <Button appearance="subtle" size="small" icon={icon} onClick={onClick} />
      )}
    </Tooltip>
  );
}
