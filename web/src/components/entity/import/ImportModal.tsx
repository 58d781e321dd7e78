import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { EntityMeta } from '@meiyun/shared';
import { App, Button, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { downloadFile } from '../../../lib/http';
import { entityApi } from '../listApi';
import { ACCEPTED_EXTENSIONS, importOutcome, isSpreadsheet, UPLOAD_FAILED } from './importResult';
import type { ClickGuard } from '../useClickGuard';
import '../list/list.css';

interface Props {
  /**
   * An entity, or any endpoint base offering `importExcel` and `importTemplate` the list kit's way (e.g.
   * `{ api: '/sys/sysDepart', title: '部门' }`).
   */
  meta: Pick<EntityMeta, 'api' | 'title'>;
  open: boolean;
  guard: ClickGuard;
  onClose(): void;
  onImported(): void;
}

/**
 * The spreadsheet import of §2.5 / §4: choose .xls or .xlsx files (several), send them as `files[]` in one
 * upload; a 201 reply warns with a link to the error rows, a failure names the files and the server's message.
 * 下载导入模板 fetches the empty file whose header row the importer reads back.
 */
export function ImportModal({ meta, open, guard, onClose, onImported }: Props) {
  const { message, notification } = App.useApp();
  const api = useMemo(() => entityApi(meta), [meta]);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);

  const close = () => {
    setFiles([]);
    onClose();
  };

  const upload = guard(async () => {
    const chosen = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));
    if (chosen.length === 0) {
      message.warning('请选择要导入的文件');
      return;
    }
    setUploading(true);
    try {
      const env = await api.importExcel(chosen);
      const outcome = importOutcome(env, chosen.map((f) => f.name));
      if (outcome.kind === 'failed') {
        message.error(outcome.message);
        return;
      }
      if (outcome.kind === 'partial') {
        const errorFile = outcome.errorFile;
        notification.warning({
          title: '导入完成',
          duration: 0,
          description: (
            <span className="import-partial">
              {outcome.message}
              {errorFile && (
                <>
                  {' '}
                  <a onClick={() => void downloadFile(errorFile, `${meta.title}导入错误数据.xlsx`)}>点击下载错误文件</a>
                </>
              )}
            </span>
          ),
        });
      } else {
        message.success(outcome.message);
      }
      onImported();
      close();
    } catch {
      message.error(UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  });

  const downloadTemplate = guard(async () => {
    setFetchingTemplate(true);
    try {
      await api.importTemplate();
    } finally {
      setFetchingTemplate(false);
    }
  });

  return (
    <Modal
      open={open}
      title="导入EXCEL"
      width={600}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="upload" type="primary" loading={uploading} disabled={files.length === 0} onClick={upload}>
          {uploading ? '上传中...' : '开始上传'}
        </Button>,
      ]}
    >
      <div className="import-template">
        <Typography.Text type="secondary">请按导入模板填写，表头不要修改</Typography.Text>
        <Button type="link" icon={<DownloadOutlined />} loading={fetchingTemplate} onClick={downloadTemplate} data-testid="import-template">
          下载导入模板
        </Button>
      </div>
      <Upload.Dragger
        accept={ACCEPTED_EXTENSIONS.join(',')}
        multiple
        fileList={files}
        beforeUpload={(file) => {
          if (!isSpreadsheet(file.name)) {
            message.warning(`${file.name} 不是 .xls 或 .xlsx 文件`);
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此处</p>
        <p className="ant-upload-hint">支持 .xls、.xlsx，可多选</p>
      </Upload.Dragger>
    </Modal>
  );
}
