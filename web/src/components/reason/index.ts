export { ReasonModal, type ReasonRequest } from './ReasonModal';
export { useReasonDialog } from './useReasonDialog';
