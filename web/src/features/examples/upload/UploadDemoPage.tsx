import { Button, Card, Col, Descriptions, Empty, Form, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { FilePopup, JUpload, type FilePopupResult } from '../../../components/upload';
import { useSession } from '../../../lib/session/sessionStore';
import { fileNameOf, fileUrlOf } from '../../../components/upload/uploadState';

interface DemoValues {
  attachments?: string;
  photo?: string;
  photos?: string;
}

/** A field's files by name, in their order: what the form holds, without the storage paths. */
function fileNames(value: string | undefined): string {
  return value ? value.split(',').map(fileNameOf).join('、') : '（未上传）';
}

/** 组件示例 / 上传: file and image upload against the real server, the file popup, image ordering. */
export default function UploadDemoPage() {
  const [form] = Form.useForm<DemoValues>();
  const values = Form.useWatch([], form) as DemoValues | undefined;
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupResult, setPopupResult] = useState<FilePopupResult[]>([]);
  const token = useSession((s) => s.token);

  return (
    <div className="page" data-testid="upload-demo-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card variant="borderless" title="附件与图片">
            <Typography.Paragraph type="secondary">
              表单中的附件和图片：上传后保存在平台上，可预览、下载和删除，图片可调整先后顺序。不符合要求的文件（类型不对、内容与扩展名不符、超过大小上限）会被拒绝并说明原因。
            </Typography.Paragraph>
            <Form form={form} labelCol={{ xs: { span: 24 }, sm: { span: 6 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}>
              <Form.Item name="attachments" label="合同附件" extra="可一次选择多个文件，如合同扫描件、补充协议">
                <JUpload biz="contract" data-testid="upload-files" />
              </Form.Item>
              <Form.Item name="photo" label="车辆照片" extra="单张图片：再次上传会替换原图">
                <JUpload fileType="image" multiple={false} biz="car" data-testid="upload-single-image" />
              </Form.Item>
              <Form.Item name="photos" label="质检图片" extra="最多 3 张，可左右移动调整顺序">
                <JUpload fileType="image" maxCount={3} biz="quality" data-testid="upload-images" />
              </Form.Item>
              <Form.Item label="合同附件（查看）" extra="审批或查看时的只读状态：可以打开和下载，不能上传或删除。这里显示上面「合同附件」已上传的文件">
                <JUpload allowRemove={false} disabled value={values?.attachments} />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title="提交的数据" data-testid="upload-values">
            <Typography.Paragraph type="secondary">表单保存的文件，按当前顺序列出。</Typography.Paragraph>
            <Descriptions column={1} size="small" bordered styles={{ label: { width: 96 } }}>
              <Descriptions.Item label="合同附件">
                <Typography.Text style={{ wordBreak: 'break-all' }}>{fileNames(values?.attachments)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="车辆照片">
                <Typography.Text style={{ wordBreak: 'break-all' }}>{fileNames(values?.photo)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="质检图片">
                <Typography.Text style={{ wordBreak: 'break-all' }} data-testid="photos-value">
                  {fileNames(values?.photos)}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card
            variant="borderless"
            title="在弹窗中上传一批文件"
            extra={
              <Button type="primary" onClick={() => setPopupOpen(true)}>
                上传文件
              </Button>
            }
          >
            <Typography.Paragraph type="secondary">
              不在表单里时，可在弹窗中一次上传多份文件，确定后交给当前操作，例如为一批车辆补交过磅单、化验单。
            </Typography.Paragraph>
            {popupResult.length === 0 ? (
              <Empty description="点「上传文件」，在弹窗中上传并确定后，文件列在这里" />
            ) : (
              <Table<FilePopupResult>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 360 }}
                dataSource={popupResult}
                columns={[
                  {
                    title: '名称',
                    dataIndex: 'name',
                    render: (name: string, row) => (
                      <a href={fileUrlOf(row.path, token)} target="_blank" rel="noopener noreferrer">
                        {name}
                      </a>
                    ),
                  },
                  { title: '状态', dataIndex: 'status', width: 100, render: () => '已上传' },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <FilePopup
        open={popupOpen}
        biz="temp"
        onCancel={() => setPopupOpen(false)}
        onOk={(result) => {
          setPopupResult(result);
          setPopupOpen(false);
        }}
      />
    </div>
  );
}
