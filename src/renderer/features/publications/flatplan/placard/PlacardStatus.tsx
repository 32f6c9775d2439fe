import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { PlacardPagesState } from './usePlacardPages';

/** What « Planches » says of its placard while it is read and drawn, or why it cannot be shown; nothing otherwise. */
export function PlacardStatus({ state }: { state: PlacardPagesState }) {
  if (state.status === 'loading') return <Spinner size="tiny" labelPosition="after" label="Lecture du placard…" />;
  if (state.status === 'error') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{state.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
