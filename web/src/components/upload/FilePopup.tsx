import { App, Modal } from 'antd';
import { useState } from 'react';
import { JUpload } from './JUpload';
import type { UploadBiz } from './uploadApi';
import { popupResultOf, UploadTexts, type FilePopupResult, type UploadItem } from './uploadState';

export const FILE_POPUP_WIDTH = 520;

export interface FilePopupProps {
  open: boolean;
  title?: string;
  biz?: UploadBiz;
  /** Several files (default true). */
  multiple?: boolean;
  maxCount?: number;
  /** The uploaded files: name, url, path, status, id. */
  onOk(result: FilePopupResult[]): void;
  onCancel(): void;
}

/**
 * The file popup of §2.6 / §9 (width 520): upload one or more files, confirm to hand back the list.
 * Confirming with nothing uploaded warns 未上传任何文件 and stays open.
 */
export function FilePopup({ open, title = '文件上传', biz, multiple = true, maxCount, onOk, onCancel }: FilePopupProps) {
  const { message } = App.useApp();
  const [done, setDone] = useState<UploadItem[]>([]);

  function confirm() {
    const result = popupResultOf(done);
    if (result.length === 0) {
      message.warning(UploadTexts.noFile);
      return;
    }
    onOk(result);
    setDone([]);
  }

  return (
    <Modal
      open={open}
      title={title}
      width={FILE_POPUP_WIDTH}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={() => {
        setDone([]);
        onCancel();
      }}
      destroyOnHidden
      data-testid="file-popup"
    >
      <JUpload biz={biz} multiple={multiple} maxCount={maxCount} onChange={(_, items) => setDone(items)} />
    </Modal>
  );
}
