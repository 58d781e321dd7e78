import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { vue } from '@codemirror/lang-vue';
import { StreamLanguage } from '@codemirror/language';
import { objectiveC } from '@codemirror/legacy-modes/mode/clike';
import { r } from '@codemirror/legacy-modes/mode/r';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { swift } from '@codemirror/legacy-modes/mode/swift';
import type { Extension } from '@codemirror/state';

/**
 * The code editor's languages (§2.6). Where CodeMirror 6 has no language package, the legacy stream mode is
 * used (Objective-C, R, Shell, Swift).
 */
export const CODE_LANGUAGES = {
  css: { label: 'CSS', extension: () => css() },
  javascript: { label: 'JavaScript', extension: () => javascript({ jsx: true }) },
  html: { label: 'HTML', extension: () => html() },
  java: { label: 'Java', extension: () => java() },
  objectivec: { label: 'Objective-C', extension: () => StreamLanguage.define(objectiveC) },
  python: { label: 'Python', extension: () => python() },
  r: { label: 'R', extension: () => StreamLanguage.define(r) },
  shell: { label: 'Shell', extension: () => StreamLanguage.define(shell) },
  sql: { label: 'SQL', extension: () => sql() },
  swift: { label: 'Swift', extension: () => StreamLanguage.define(swift) },
  vue: { label: 'Vue', extension: () => vue() },
  markdown: { label: 'Markdown', extension: () => markdown() },
} satisfies Record<string, { label: string; extension: () => Extension }>;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export const CODE_LANGUAGE_OPTIONS = (Object.keys(CODE_LANGUAGES) as CodeLanguage[]).map((value) => ({ value, label: CODE_LANGUAGES[value].label }));
