export {
  checkAll,
  checkImage,
  defaultMaxBytes,
  DOCX_MIME,
  inspectUpload,
  looksLikeXml,
  readUpload,
  sourceName,
  XML_MIME,
  type ImageMimeType,
  type Upload,
  type UploadCheck,
  type UploadInfo,
  type UploadLimits,
  type UploadMimeType,
} from './read-upload';
export { toImagePayload, toMultipart, type ImagePayload } from './payloads';
export { createUploadHandlers } from './handlers';
export { assertSourceAllowed, PATH_SOURCE_REFUSED } from './source-policy';
