export { http, API_BASE, handleHttpError } from './client';
export { configureHttp } from './httpContext';
export { httpAction, postAction, putAction, getAction, deleteAction, uploadAction, resultOf } from './actions';
export { downloadFile } from './download';
export { ErrorTexts } from './errorCatalogue';
export { errorText } from './errorText';
