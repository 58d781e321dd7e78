import sanitize from 'sanitize-html';
import { announcementMeta } from '@meiyun/shared';
import { bindEntity, type ColumnValues } from '../../../core/crud/index';
import { sysAnnouncement } from './table';
import { BizError } from '../../../core/http/envelope';

/**
 * What an announcement body may hold: the rich-text editor's output (headings, lists, quotes, links, images)
 * and nothing that runs (no script, no event handlers, no javascript: links).
 */
const SANITIZE: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 's', 'u', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
};

export const sanitizeAnnouncementHtml = (html: string) => sanitize(html, SANITIZE);

const OPEN_TYPES = new Set(['url', 'component']);

/** Cleans and checks the fields an add or an edit sends; `current` is the record as it will be after the write. */
function prepare(values: ColumnValues, current: Record<string, unknown>) {
  if (typeof values.msgContent === 'string') values.msgContent = sanitizeAnnouncementHtml(values.msgContent);
  if (values.openType != null && values.openType !== '' && !OPEN_TYPES.has(String(values.openType))) throw new BizError('打开方式只能是url或component');
  // The page and the record belong to the way of opening: the form hides them otherwise, so none stays behind
  // unseen, and a way of opening without its page would open nothing.
  const openType = current.openType ? String(current.openType) : '';
  if (!openType) values.openPage = null;
  if (openType !== 'component') values.busId = null;
  if (openType && !String(current.openPage ?? '').trim()) throw new BizError('请输入打开的页面');
  if (current.msgType === 'USER') {
    const ids = String(current.userIds ?? '').split(',').filter(Boolean);
    if (!ids.length) throw new BizError('请选择指定用户');
  } else if (values.msgType === 'ALL') {
    values.userIds = null;
  }
  const start = current.startTime ? new Date(String(current.startTime)) : null;
  const end = current.endTime ? new Date(String(current.endTime)) : null;
  if (start && end && end.getTime() <= start.getTime()) throw new BizError('结束时间必须晚于开始时间');
}

/** 系统通告: drafts and revoked announcements may change; a published one must be revoked first. */
export const announcementEntity = bindEntity({
  meta: announcementMeta,
  table: sysAnnouncement,
  menuKey: 'menu:system:announcement',
  hooks: {
    beforeAdd(_h, values) {
      values.sendStatus = '0';
      prepare(values, values);
    },
    beforeEdit(_h, values, _input, existing) {
      if (existing.sendStatus === '1') throw new BizError('该通告已发布，不能编辑，请先撤销');
      prepare(values, { ...existing, ...values });
    },
    beforeDelete(_h, existing, permanent) {
      if (!permanent && existing.some((r) => r.sendStatus === '1')) throw new BizError('已发布的通告不能删除，请先撤销');
    },
  },
});
