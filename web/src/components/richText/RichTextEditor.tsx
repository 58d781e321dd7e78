import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Modal, Select, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../lib/session/sessionStore';
import { previewSrc } from '../markdown/markdownImage';
import { uploadFile } from '../upload/uploadApi';
import { isImageFile, STATIC_PREFIX, UploadTexts } from '../upload/uploadState';
import './richText.css';

export interface RichTextEditorProps {
  /** HTML. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the editing area, default 300 px. */
  height?: number;
}

/**
 * Rich text for announcements (@tiptap/react, starter kit and image): headings, bold, italic, underline, strike,
 * lists, quote, link, image upload to the `editor` folder, undo and redo. Emits HTML. Images are stored
 * without the session token and shown with it.
 */
export function RichTextEditor({ value, onChange, placeholder, disabled, height = 300 }: RichTextEditorProps) {
  const { message } = App.useApp();
  const tokenRef = useRef(useSession.getState().token);
  tokenRef.current = useSession((s) => s.token);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' } }),
      // The document keeps the plain static address; the view adds the token so the image loads.
      Image.extend({
        addNodeView() {
          return ({ node }) => {
            const img = document.createElement('img');
            const apply = (attrs: Record<string, unknown>) => {
              img.src = previewSrc(String(attrs.src ?? ''), tokenRef.current);
              img.alt = String(attrs.alt ?? '');
              if (attrs.title) img.title = String(attrs.title);
            };
            apply(node.attrs);
            return {
              dom: img,
              update: (next) => {
                if (next.type.name !== 'image') return false;
                apply(next.attrs);
                return true;
              },
            };
          };
        },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': placeholder ?? '正文', 'data-placeholder': placeholder ?? '' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // An outside value (record loaded, form reset) replaces the document without an echo.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  async function insertImage(file: File) {
    if (!editor) return;
    if (!isImageFile(file)) {
      message.warning(UploadTexts.notImage);
      return;
    }
    setUploading(true);
    try {
      const reply = await uploadFile(file, file.name, { biz: 'editor', jeditor: true });
      if (!reply.success) {
        message.error(reply.message || UploadTexts.fileFailed(file.name));
        return;
      }
      editor.chain().focus().setImage({ src: STATIC_PREFIX + reply.message, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch {
      message.error(UploadTexts.fileFailed(file.name));
    } finally {
      setUploading(false);
    }
  }

  function openLink() {
    if (!editor) return;
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  }

  function applyLink() {
    if (!editor) return;
    const href = linkHref.trim();
    if (!href) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:\/\/|mailto:)/i.test(href)) {
      message.warning('请输入以http和https开头的网址');
      return;
    } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  }

  return (
    <div className={`rich-text ${disabled ? 'rich-text-disabled' : ''}`} data-testid="rich-text-editor">
      {editor && !disabled && <Toolbar editor={editor} uploading={uploading} onImage={() => fileInput.current?.click()} onLink={openLink} />}
      <EditorContent editor={editor} className="rich-text-content" style={{ minHeight: height }} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <Modal open={linkOpen} title="插入链接" width={480} okText="确定" cancelText="取消" onOk={applyLink} onCancel={() => setLinkOpen(false)} destroyOnHidden>
        <Input value={linkHref} onChange={(e) => setLinkHref(e.target.value)} placeholder="https://" onPressEnter={applyLink} aria-label="链接地址" autoFocus />
        <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>留空则取消链接</div>
      </Modal>
    </div>
  );
}

const HEADINGS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题 1' },
  { value: 2, label: '标题 2' },
  { value: 3, label: '标题 3' },
  { value: 4, label: '标题 4' },
];

function Toolbar({ editor, uploading, onImage, onLink }: { editor: Editor; uploading: boolean; onImage(): void; onLink(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'text'} ghost={false} aria-label={title} aria-pressed={active} icon={icon} onClick={run} disabled={disabled} />
    </Tooltip>
  );
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
      <Select
        size="small"
        value={state.heading}
        options={HEADINGS}
        style={{ width: 88 }}
        aria-label="标题"
        onChange={(level: number) => (level === 0 ? chain().setParagraph().run() : chain().setHeading({ level: level as 1 | 2 | 3 | 4 }).run())}
      />
      <Divider orientation="vertical" />
      {button('加粗', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {button('斜体', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {button('下划线', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {button('删除线', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      <Divider orientation="vertical" />
      {button('无序列表', <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {button('有序列表', <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      {button('引用', <span className="rich-text-quote">“</span>, state.blockquote, () => chain().toggleBlockquote().run())}
      <Divider orientation="vertical" />
      {button('链接', <LinkOutlined />, state.link, onLink)}
      {button('插入图片', <PictureOutlined />, false, onImage, uploading)}
      <Divider orientation="vertical" />
      {button('撤销', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {button('重做', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
    </div>
  );
}
