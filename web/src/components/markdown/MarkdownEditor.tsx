import MDEditor, { commands, type ICommand, type TextAreaTextApi } from '@uiw/react-md-editor';
import { PictureOutlined } from '@ant-design/icons';
import { useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session/sessionStore';
import { MarkdownImageDialog } from './MarkdownImageDialog';
import { imageMarkdown, paragraphBreakBefore, previewSrc } from './markdownImage';

export const MARKDOWN_DEFAULT_HEIGHT = 300;
export const MARKDOWN_MIN_HEIGHT = 200;

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Default 300 px; never below 200 px. */
  height?: number;
  /** 'live' (edit and preview side by side), 'edit' or 'preview'. Narrow screens do well with 'edit'. */
  preview?: 'live' | 'edit' | 'preview';
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Markdown editor of §2.6 (@uiw/react-md-editor): height 300 by default, minimum 200, and an image dialog that
 * uploads to `editor` or takes a web address, with a remark as alt text. Raw HTML in the text is not rendered.
 */
export function MarkdownEditor({ value, onChange, height = MARKDOWN_DEFAULT_HEIGHT, preview = 'live', disabled, placeholder }: MarkdownEditorProps) {
  const token = useSession((s) => s.token);
  const [dialogOpen, setDialogOpen] = useState(false);
  const api = useRef<TextAreaTextApi | null>(null);
  const breakBefore = useRef('');

  const toolbar = useMemo(() => {
    const imageCommand: ICommand = {
      name: 'image',
      keyCommand: 'image',
      buttonProps: { 'aria-label': '插入图片', title: '插入图片' },
      icon: <PictureOutlined style={{ fontSize: 12 }} />,
      execute: (state, textApi) => {
        api.current = textApi;
        breakBefore.current = paragraphBreakBefore(state.text, state.selection.start);
        setDialogOpen(true);
      },
    };
    return commands.getCommands().map((c) => (c.name === 'image' ? imageCommand : c));
  }, []);

  return (
    <div data-color-mode="light" className="markdown-editor">
      <MDEditor
        value={value ?? ''}
        onChange={(v) => onChange?.(v ?? '')}
        height={Math.max(height, MARKDOWN_MIN_HEIGHT)}
        minHeight={MARKDOWN_MIN_HEIGHT}
        preview={disabled ? 'preview' : preview}
        commands={toolbar}
        textareaProps={{ placeholder, disabled }}
        previewOptions={{
          skipHtml: true,
          rehypeRewrite: (node) => {
            if (node.type === 'element' && node.tagName === 'img' && typeof node.properties?.src === 'string') {
              node.properties.src = previewSrc(node.properties.src, token);
            }
          },
        }}
      />
      <MarkdownImageDialog
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onOk={({ url, remark }) => {
          setDialogOpen(false);
          api.current?.replaceSelection(`${breakBefore.current}${imageMarkdown(url, remark)}\n`);
        }}
      />
    </div>
  );
}
