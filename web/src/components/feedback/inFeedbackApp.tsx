import type { ComponentProps, ComponentType } from 'react';

/**
 * Wraps a lazy component's loader so that the component renders inside its own FeedbackApp, for what uses
 * App.useApp outside the shell. FeedbackApp is fetched with it, so importing this helper costs the first screen nothing.
 */
export function inFeedbackApp<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return async () => {
    const [{ default: Inner }, { FeedbackApp }] = await Promise.all([load(), import('./FeedbackApp')]);
    return {
      default: (props: ComponentProps<C>) => (
        <FeedbackApp>
          <Inner {...props} />
        </FeedbackApp>
      ),
    };
  };
}
