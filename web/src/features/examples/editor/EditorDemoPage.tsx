import { Card, Col, Input, Row, Segmented, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { CodeEditor } from '../../../components/codeEditor/CodeEditor';
import { CODE_LANGUAGE_OPTIONS, type CodeLanguage } from '../../../components/codeEditor/languages';
import { MarkdownEditor } from '../../../components/markdown/MarkdownEditor';
import { RichTextEditor } from '../../../components/richText/RichTextEditor';
import { SafeHtml } from '../../../components/richText/SafeHtml';
import { useDevice } from '../../../lib/device/useDevice';

const SAMPLES: Partial<Record<CodeLanguage, string>> = {
  javascript: "// 计算一车煤的结算金额（示例）\nfunction settle(netKg, pricePerTon) {\n  return (netKg / 1000) * pricePerTon;\n}\n",
  sql: "select plate_no, sum(net_weight) as net_kg\n  from weigh_record\n where weigh_time >= date '2026-01-01'\n group by plate_no;\n",
  python: 'def settle(net_kg, price_per_ton):\n  return net_kg / 1000 * price_per_ton\n',
  shell: '#!/bin/sh\n# 每天凌晨归档前一天的磅单照片\nday=$(date -d yesterday +%F)\ntar czf "/backup/weigh-photos-$day.tar.gz" "/data/weigh-photos/$day"\n',
};

const MARKDOWN_SAMPLE = '## 调度须知\n\n- 车辆进场前须完成**过磅登记**\n- 超载车辆不得出场\n\n> 图片可通过工具栏的「插入图片」上传或填写网络地址。\n';

/** 组件示例 / 编辑器: markdown, code and rich text; images upload to the server and come back from it. */
export default function EditorDemoPage() {
  const { small } = useDevice();
  const [markdown, setMarkdown] = useState(MARKDOWN_SAMPLE);
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [code, setCode] = useState(SAMPLES.javascript ?? '');
  const [html, setHtml] = useState('<h2>关于春节期间调度安排的通知</h2><p>各位司机：春节期间<strong>装车时间</strong>调整为 8:00–17:00。</p>');
  const [richView, setRichView] = useState<'html' | 'render'>('render');

  return (
    <div className="page" data-testid="editor-demo-page">
      <Tabs
        defaultActiveKey="markdown"
        items={[
          {
            key: 'markdown',
            label: 'Markdown 文本',
            children: (
              <Card variant="borderless" title="调度须知" data-testid="markdown-card">
                <Typography.Paragraph type="secondary">
                  用几个简单符号排版（## 标题、- 列表、**加粗**），边写边预览，适合调度须知、操作说明等。图片可上传到平台，也可填写网络地址。
                </Typography.Paragraph>
                <MarkdownEditor value={markdown} onChange={setMarkdown} preview={small ? 'edit' : 'live'} />
              </Card>
            ),
          },
          {
            key: 'code',
            label: '代码',
            children: (
              <Card
                variant="borderless"
                title="脚本与查询语句"
                extra={
                  <Select
                    aria-label="语言"
                    value={language}
                    options={CODE_LANGUAGE_OPTIONS}
                    style={{ width: 140 }}
                    onChange={(l: CodeLanguage) => {
                      setLanguage(l);
                      if (SAMPLES[l]) setCode(SAMPLES[l]);
                    }}
                  />
                }
              >
                <Typography.Paragraph type="secondary">
                  需要填写查询语句或脚本的地方（如在线报表的取数语句）使用带语法着色和行号的编辑框，比普通文本框更易读、更少出错。右上角可切换语言。
                </Typography.Paragraph>
                <CodeEditor value={code} onChange={setCode} language={language} aria-label="代码" />
              </Card>
            ),
          },
          {
            key: 'rich',
            label: '富文本',
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={14}>
                  <Card variant="borderless" title="公告正文">
                    <Typography.Paragraph type="secondary">
                      所见即所得地编辑通知公告等正文：设置标题、加粗、列表，插入图片，无需了解任何排版符号。
                    </Typography.Paragraph>
                    <RichTextEditor value={html} onChange={setHtml} placeholder="公告正文" />
                  </Card>
                </Col>
                <Col xs={24} xl={10}>
                  <Card
                    variant="borderless"
                    title="读者看到的效果"
                    extra={
                      <Segmented
                        size="small"
                        value={richView}
                        onChange={(v) => setRichView(v as 'html' | 'render')}
                        options={[
                          { value: 'render', label: '显示效果' },
                          { value: 'html', label: 'HTML 源码' },
                        ]}
                      />
                    }
                  >
                    {richView === 'render' ? (
                      <SafeHtml html={html} className="rich-text-output" />
                    ) : (
                      <Space direction="vertical" style={{ width: '100%' }}>
                        <Typography.Text type="secondary">熟悉网页代码的人可在此直接修改正文。显示前平台会去掉脚本等不安全内容，粘贴进来的恶意代码不会在读者的浏览器里运行。</Typography.Text>
                        <Input.TextArea
                          aria-label="HTML 源码"
                          value={html}
                          onChange={(e) => setHtml(e.target.value)}
                          autoSize={{ minRows: 8, maxRows: 20 }}
                          style={{ fontFamily: 'monospace', fontSize: 12 }}
                        />
                      </Space>
                    )}
                  </Card>
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </div>
  );
}
