import { useMemo, useRef, useState } from 'react';
import { Button, Progress, Tooltip, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import axios from 'axios';
import { UPLOAD_BIZ_DEFAULT } from '@meiyun/shared';
import { http } from '../../../lib/http';
import type { CellEditorProps } from '../types';
import { failUpload, filesOf, keepFiles, pathsOf, settleUpload, type UploadReply, type UploadedFile } from '../uploadState';

export const DEFAULT_UPLOAD_ACTION = '/sys/common/upload';

/**
 * upload, image and file cells (§4). A file joins the value only when done; the value changes when every
 * file is done, or on removal. The access-token header is sent only when the column's `token` flag is true.
 */
export function UploadCell({ column, value, onChange, onValidate }: CellEditorProps) {
  const image = column.type === 'image';
  const multi = Boolean(column.multi);
  const [pending, setPending] = useState<UploadedFile[]>([]);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  /** Files done while others are still uploading; they join the value together. */
  const finished = useRef<UploadedFile[]>([]);
  const done = useMemo(() => filesOf(value), [value]);
  const doneRef = useRef(done);
  doneRef.current = done;

  const upload = async (raw: File) => {
    if (image && !raw.type.includes('image')) {
      setPending((p) => [...p, { uid: crypto.randomUUID(), name: raw.name, status: 'error', message: '请上传图片' }]);
      return;
    }
    let file: UploadedFile = { uid: crypto.randomUUID(), name: raw.name, size: raw.size, type: raw.type, status: 'uploading', percent: 0 };
    const put = (f: UploadedFile) => setPending((p) => p.map((x) => (x.uid === f.uid ? f : x)));
    // A new try replaces the failures of a single-file cell.
    setPending((p) => [...(multi ? p : p.filter((x) => x.status !== 'error')), file]);
    const form = new FormData();
    form.append('file', raw);
    form.append('isup', '1');
    form.append('biz', column.store ?? UPLOAD_BIZ_DEFAULT);
    try {
      const res = await http.post<UploadReply>(column.action ?? DEFAULT_UPLOAD_ACTION, form, {
        skipErrorHandler: true,
        // The shared client adds the token; §6 wants it only for columns that ask for it.
        transformRequest: [
          (data, headers) => {
            if (!column.token) headers.delete('X-Access-Token');
            return data;
          },
          ...(axios.defaults.transformRequest as []),
        ],
        onUploadProgress: (e) => {
          file = { ...file, percent: e.total ? Math.round((e.loaded / e.total) * 100) : file.percent };
          put(file);
        },
      });
      file = settleUpload(file, res.data, column.responseName);
    } catch (err) {
      const msg = axios.isAxiosError(err) ? (err.response?.data as UploadReply | undefined)?.message : undefined;
      file = failUpload(file, msg);
    }
    if (file.status === 'done') {
      finished.current.push(file);
      const rest = pendingRef.current.filter((x) => x.uid !== file.uid);
      setPending(rest);
      // The value changes once nothing is still on its way.
      if (!rest.some((x) => x.status === 'uploading')) {
        const all = [...doneRef.current, ...finished.current];
        finished.current = [];
        onChange(pathsOf(keepFiles(all, multi, column.number)));
        onValidate('input');
      }
    } else put(file);
  };

  const remove = (f: UploadedFile) => {
    if (f.status === 'done') {
      onChange(pathsOf(done.filter((x) => x.uid !== f.uid)));
      onValidate('input');
    } else setPending((p) => p.filter((x) => x.uid !== f.uid));
  };

  const files = [...done, ...pending];
  return (
    <div className="etable-upload">
      {files.map((f) => (
        <div key={f.uid} className={`etable-upload-file etable-upload-${f.status}`}>
          {f.status === 'uploading' ? (
            <Progress percent={f.percent ?? 0} size="small" style={{ width: 90 }} />
          ) : f.status === 'error' ? (
            <Tooltip title={f.message}>
              <span className="etable-upload-error">{f.name}：{f.message}</span>
            </Tooltip>
          ) : (
            <Tooltip title={f.path}>
              <span className="etable-upload-name">{f.name}</span>
            </Tooltip>
          )}
          {f.status === 'done' && column.allowDownload !== false && f.path ? (
            <Button type="link" size="small" icon={<DownloadOutlined />} href={fileHref(f.path)} target="_blank" aria-label="下载" />
          ) : null}
          {column.allowRemove !== false && f.status !== 'uploading' ? (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(f)} aria-label="删除文件" disabled={column.disabled} />
          ) : null}
        </div>
      ))}
      {multi || image || !files.some((f) => f.status !== 'error') ? (
        <Upload showUploadList={false} multiple={multi} accept={image ? 'image/*' : undefined} disabled={column.disabled} customRequest={({ file }) => void upload(file as File)}>
          <Button size="small" icon={<UploadOutlined />}>
            {column.btnText ?? (image ? '上传图片' : '点击上传')}
          </Button>
        </Upload>
      ) : null}
    </div>
  );
}

function fileHref(path: string): string {
  return /^https?:/.test(path) ? path : `/api/sys/common/static/${path.replace(/^\/+/, '')}`;
}
