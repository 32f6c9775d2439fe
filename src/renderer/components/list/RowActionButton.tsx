import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';

export type RowActionButtonProps = {
  /** Names the action for screen readers and is its tooltip: "Modifier Schéma — procédure collective". */
  label: string;
  icon: ReactElement;
  /** Why it cannot be used now: the button stays focusable, inactive, its tooltip saying why. */
  inactiveReason?: string;
} & ({ to: string; onClick?: never } | { onClick(): void; to?: never });

/** A link that navigates inside the app (middle-click and copy address work), drawn as an icon button. */
function LinkAction({ to, label, icon }: { to: string; label: string; icon: ReactElement }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button as="a" href={href} onClick={follow} appearance="subtle" size="small" icon={icon} />
    </Tooltip>
  );
}

/** One icon action of a list row or tile: a screen to open (`to`) or something to do (`onClick`). */
export function RowActionButton(props: RowActionButtonProps) {
  const { label, icon, inactiveReason } = props;
  if (inactiveReason !== undefined) {
    return (
      <Tooltip content={inactiveReason} relationship="description" withArrow>
        <Button appearance="subtle" size="small" icon={icon} aria-label={label} disabledFocusable />
      </Tooltip>
    );
  }
  if (props.to !== undefined) return <LinkAction to={props.to} label={label} icon={icon} />;
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button appearance="subtle" size="small" icon={icon} onClick={props.onClick} />
    </Tooltip>
  );
}
