import { Button, Card, Col, Descriptions, Empty, Form, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { FilePopup, JUpload, type FilePopupResult } from '../../../components/upload';
import { useSession } from '../../../app/session/sessionStore';
import { fileUrlOf } from '../../../components/upload/uploadState';

interface DemoValues {
  attachments?: string;
  photo?: string;
  photos?: string;
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
          <Card variant="borderless" title="上传组件">
            <Form form={form} labelCol={{ xs: { span: 24 }, sm: { span: 6 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}>
              <Form.Item name="attachments" label="合同附件" extra="文件上传，可多选；文件保存到 contract 目录">
                <JUpload biz="contract" data-testid="upload-files" />
              </Form.Item>
              <Form.Item name="photo" label="车辆照片" extra="单张图片：再次上传会替换原图">
                <JUpload fileType="image" multiple={false} biz="car" data-testid="upload-single-image" />
              </Form.Item>
              <Form.Item name="photos" label="质检图片" extra="最多 3 张，可左右移动调整顺序">
                <JUpload fileType="image" maxCount={3} biz="quality" data-testid="upload-images" />
              </Form.Item>
              <Form.Item label="只读附件" extra="allowRemove=false：不显示删除">
                <JUpload allowRemove={false} disabled value={values?.attachments} />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title="表单值" data-testid="upload-values">
            <Descriptions column={1} size="small" bordered styles={{ label: { width: 96 } }}>
              <Descriptions.Item label="合同附件">
                <Typography.Text code copyable={!!values?.attachments} style={{ wordBreak: 'break-all' }}>
                  {values?.attachments || '（空）'}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="车辆照片">
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {values?.photo || '（空）'}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="质检图片">
                <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="photos-value">
                  {values?.photos || '（空）'}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card
            variant="borderless"
            title="文件弹窗"
            extra={
              <Button type="primary" onClick={() => setPopupOpen(true)}>
                上传文件
              </Button>
            }
          >
            {popupResult.length === 0 ? (
              <Empty description="确定后在此列出弹窗返回的文件" />
            ) : (
              <Table<FilePopupResult>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 640 }}
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
                  { title: '路径', dataIndex: 'path', ellipsis: true },
                  { title: '状态', dataIndex: 'status', width: 80 },
                  { title: 'ID', dataIndex: 'id', width: 140, ellipsis: true },
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
