import { forwardRef } from 'react';
import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components';
import { useOnlineOnly } from './useOnlineOnly';

/**
 * A Fluent Button for an action that changes data: while offline it is disabled but stays focusable, so that
 * keyboard and pointer users both reach the tooltip "Indisponible hors ligne".
 */
export const OnlineOnlyButton = forwardRef<HTMLButtonElement, ButtonProps>(function OnlineOnlyButton(props, ref) {
  const { disabled, tooltip } = useOnlineOnly();
  if (!disabled || tooltip === undefined) return <Button ref={ref} {...props} />;
  return (
    <Tooltip content={tooltip} relationship="description" withArrow>
      <Button ref={ref} {...props} disabledFocusable />
    </Tooltip>
  );
});
