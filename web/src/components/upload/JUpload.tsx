import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, DownloadOutlined, EyeOutlined, LoadingOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Tooltip, Upload } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { downloadFile } from '../../lib/http';
import { useSession } from '../../lib/session/sessionStore';
import { uploadFile, type UploadBiz } from './uploadApi';
import {
  allSettled,
  failItem,
  finishItem,
  fileUrlOf,
  isImageFile,
  itemsFromValue,
  limitDone,
  moveItem,
  progressItem,
  removeItem,
  startItem,
  UploadTexts,
  valueOf,
  type UploadItem,
} from './uploadState';
import './upload.css';

export interface JUploadProps {
  /** Comma-separated stored paths (or http addresses). */
  value?: string;
  /** Emitted when every file is done, or at once on removal; `items` are the done files in order. */
  onChange?: (value: string, items: UploadItem[]) => void;
  /** 'image' shows picture cards with preview and ordering and refuses non-images before uploading. */
  fileType?: 'file' | 'image';
  /** Several files; when false the widget keeps only the last one. Default true. */
  multiple?: boolean;
  /** Keep at most this many files, dropping the oldest (0: no limit). */
  maxCount?: number;
  /** Upload folder on the server; default 'temp'. */
  biz?: UploadBiz;
  /** Button text, default 点击上传. */
  text?: string;
  disabled?: boolean;
  /** Download control, shown unless false. */
  allowDownload?: boolean;
  /** Remove control, shown unless false. */
  allowRemove?: boolean;
  /** Field of the reply holding the stored path (§4 "the named response field"); default 'message'. */
  responseField?: string;
  /** The `accept` attribute of the file chooser. */
  accept?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

let uidSeq = 0;
const nextUid = () => `u${Date.now().toString(36)}${(uidSeq++).toString(36)}`;

/**
 * File and image upload (spec §2.6, §3 Uploaded file, §4 Upload cell states). The value is the comma-separated
 * stored paths, so it drops into any form field. Files go to `POST /sys/common/upload` and come back from
 * `/sys/common/static`.
 */
export function JUpload({
  value,
  onChange,
  fileType = 'file',
  multiple = true,
  maxCount = 0,
  biz,
  text = UploadTexts.button,
  disabled,
  allowDownload,
  allowRemove,
  responseField = 'message',
  accept,
  style,
  'data-testid': testId,
}: JUploadProps) {
  const { message } = App.useApp();
  const token = useSession((s) => s.token);
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const [preview, setPreview] = useState<UploadItem | null>(null);
  const lastEmitted = useRef(value ?? '');
  const removed = useRef(false);
  const isImage = fileType === 'image';
  const limit = multiple ? maxCount : 1;

  // A value set from outside (form reset, record loaded) replaces the list.
  useEffect(() => {
    const next = value ?? '';
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    setItems(itemsFromValue(next));
  }, [value]);

  useEffect(() => {
    if (!allSettled(items) && !removed.current) return;
    removed.current = false;
    const next = valueOf(items);
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    onChange?.(next, items.filter((i) => i.status === 'done'));
  }, [items, onChange]);

  async function send(file: File) {
    const uid = nextUid();
    setItems((list) => startItem(list, { uid, name: file.name, type: file.type, size: file.size }));
    try {
      const reply = await uploadFile(file, file.name, { biz, onProgress: (p) => setItems((list) => progressItem(list, uid, p)) });
      setItems((list) => limitDone(finishItem(list, uid, reply, null, responseField), limit));
      if (!reply.success) message.error(UploadTexts.fileFailed(file.name));
    } catch (err) {
      const serverMessage = (err as { response?: { data?: { message?: string } } }).response?.data?.message;
      setItems((list) => failItem(list, uid, serverMessage));
      message.error(UploadTexts.fileFailed(file.name));
    }
  }

  function beforeUpload(file: File) {
    if (isImage && !isImageFile(file)) {
      message.warning(UploadTexts.notImage);
      return Upload.LIST_IGNORE;
    }
    void send(file);
    return false;
  }

  function remove(uid: string) {
    removed.current = true;
    setItems((list) => removeItem(list, uid));
  }

  function move(uid: string, direction: 'left' | 'right') {
    const result = moveItem(items, uid, direction);
    if ('warning' in result) {
      message.warning(result.warning);
      return;
    }
    removed.current = true; // a reorder changes the value at once, like a removal
    setItems(result.items);
  }

  function download(item: UploadItem) {
    if (!item.path) return;
    if (/^https?:\/\//i.test(item.path)) window.open(item.path, '_blank', 'noopener');
    else void downloadFile(`/sys/common/static/${item.path}`, item.name, { download: '1' });
  }

  const showDownload = allowDownload !== false;
  const showRemove = allowRemove !== false && !disabled;

  // A disabled widget is a read-only view of its files.
  const chooser = disabled ? null : (
    <Upload
      accept={accept ?? (isImage ? 'image/*' : undefined)}
      multiple={multiple}
      disabled={disabled}
      showUploadList={false}
      fileList={[]}
      beforeUpload={beforeUpload}
    >
      {isImage ? (
        <button type="button" className="j-upload-card j-upload-add" disabled={disabled}>
          <PlusOutlined />
          <span>{text}</span>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {text}
        </Button>
      )}
    </Upload>
  );

  return (
    <div className={`j-upload ${isImage ? 'j-upload-image' : 'j-upload-file'}`} style={style} data-testid={testId}>
      {isImage ? (
        <div className="j-upload-cards">
          {items.map((item, index) => (
            <div key={item.uid} className={`j-upload-card j-upload-${item.status}`} data-status={item.status} title={item.message ?? item.name}>
              {item.status === 'done' && item.path ? (
                <img src={fileUrlOf(item.path, token)} alt={item.name} />
              ) : item.status === 'uploading' ? (
                <div className="j-upload-state">
                  <LoadingOutlined />
                  <Progress percent={item.percent} size="small" showInfo={false} />
                  <span>{item.percent}%</span>
                </div>
              ) : (
                <div className="j-upload-state j-upload-state-error">
                  <span>{UploadTexts.failed}</span>
                  <span className="j-upload-reason">{item.message}</span>
                </div>
              )}
              <div className="j-upload-actions">
                {item.status === 'done' && (
                  <>
                    {multiple && (
                      <Tooltip title="左移">
                        <button type="button" aria-label="左移" onClick={() => move(item.uid, 'left')} disabled={disabled}>
                          <ArrowLeftOutlined />
                        </button>
                      </Tooltip>
                    )}
                    <Tooltip title="预览">
                      <button type="button" aria-label="预览" onClick={() => setPreview(item)}>
                        <EyeOutlined />
                      </button>
                    </Tooltip>
                    {showDownload && (
                      <Tooltip title="下载">
                        <button type="button" aria-label="下载" onClick={() => download(item)}>
                          <DownloadOutlined />
                        </button>
                      </Tooltip>
                    )}
                  </>
                )}
                {showRemove && item.status !== 'uploading' && (
                  <Tooltip title="删除">
                    <button type="button" aria-label="删除" onClick={() => remove(item.uid)}>
                      <DeleteOutlined />
                    </button>
                  </Tooltip>
                )}
                {item.status === 'done' && multiple && (
                  <Tooltip title="右移">
                    <button type="button" aria-label="右移" onClick={() => move(item.uid, 'right')} disabled={disabled}>
                      <ArrowRightOutlined />
                    </button>
                  </Tooltip>
                )}
              </div>
              <span className="j-upload-index">{index + 1}</span>
            </div>
          ))}
          {chooser}
        </div>
      ) : (
        <>
          {chooser}
          <ul className="j-upload-list">
            {items.map((item) => (
              <li key={item.uid} className={`j-upload-row j-upload-${item.status}`} data-status={item.status}>
                <div className="j-upload-row-main">
                  {item.status === 'uploading' ? <LoadingOutlined /> : <PaperClipOutlined />}
                  {item.status === 'done' && item.path ? (
                    <a href={fileUrlOf(item.path, token)} target="_blank" rel="noopener noreferrer" className="j-upload-name">
                      {item.name}
                    </a>
                  ) : (
                    <span className="j-upload-name">{item.name}</span>
                  )}
                  {item.status === 'error' && <span className="j-upload-reason">{item.message}</span>}
                  <span className="j-upload-row-actions">
                    {item.status === 'done' && showDownload && (
                      <Button type="text" size="small" aria-label="下载" icon={<DownloadOutlined />} onClick={() => download(item)} />
                    )}
                    {showRemove && item.status !== 'uploading' && (
                      <Button type="text" size="small" aria-label="删除" icon={<DeleteOutlined />} onClick={() => remove(item.uid)} />
                    )}
                  </span>
                </div>
                {item.status === 'uploading' && <Progress percent={item.percent} size="small" />}
              </li>
            ))}
          </ul>
        </>
      )}
      {disabled && items.length === 0 && <span className="j-upload-empty">暂无文件</span>}
      <Modal open={!!preview} footer={null} title={preview?.name} onCancel={() => setPreview(null)} width={720} destroyOnHidden>
        {preview?.path && <img src={fileUrlOf(preview.path, token)} alt={preview.name} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
