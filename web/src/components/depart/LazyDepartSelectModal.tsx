import { inFeedbackApp } from '../feedback/inFeedbackApp';
import { lazyUntilShown } from '../lazyUntilShown';

/**
 * The department dialog, fetched the first time it opens: only users of several departments ever see it. In its own
 * antd App, since on the login page there is no shell around it to provide one.
 */
export const DepartSelectModal = lazyUntilShown(
  inFeedbackApp(() => import('./DepartSelectModal').then((m) => ({ default: m.DepartSelectModal }))),
  (p) => p.open,
);
