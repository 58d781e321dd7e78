import { messageTemplateMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysMessageTemplate } from './table';

/** 消息模板 through the list kit: the tenant's templates, listed, added, edited, deleted and exported. */
export const messageTemplateEntity = bindEntity({ meta: messageTemplateMeta, table: sysMessageTemplate, menuKey: 'menu:system:messageTemplate' });
