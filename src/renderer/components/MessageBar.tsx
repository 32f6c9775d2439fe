import { Children, isValidElement, type ReactNode } from 'react';
import { MessageBar as FluentMessageBar, MessageBarTitle, type MessageBarProps } from '@fluentui/react-components';

/** Whether a MessageBarTitle is among the children, at any depth (it sits in the bar's body). */
function hasTitle(children: ReactNode): boolean {
  return Children.toArray(children).some(
    (child) => isValidElement<{ children?: ReactNode }>(child) && (child.type === MessageBarTitle || hasTitle(child.props.children)),
  );
}

/**
 * Fluent's MessageBar, labelled by its title only when it has one: Fluent points `aria-labelledby` at its
 * title's id whether or not a title is rendered, which leaves a bar without one referring to no element.
 */
export function MessageBar(props: MessageBarProps) {
  const untitled = hasTitle(props.children) ? {} : { 'aria-labelledby': undefined };
  return <FluentMessageBar {...untitled} {...props} />;
}
