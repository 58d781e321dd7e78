export { JUpload, type JUploadProps } from './JUpload';
export { FilePopup, FILE_POPUP_WIDTH, type FilePopupProps } from './FilePopup';
export { uploadFile, UPLOAD_URL, type UploadBiz, type UploadOptions } from './uploadApi';
export { fileUrlOf, itemsFromValue, valueOf, UploadTexts, STATIC_PREFIX, type UploadItem, type FilePopupResult } from './uploadState';
