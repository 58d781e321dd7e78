import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Image, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { deleteAction, downloadFile, errorText, getAction, resultOf } from '../../../lib/http';
import { fileUrlOf } from '../../../components/upload';
import { formatBytes } from '../../../lib/format';
import { hasPermission } from '../../../lib/auth/permission';
import { useSession } from '../../../lib/session/sessionStore';
import './file.css';

interface StoredFile {
  id: string;
  biz: string;
  path: string;
  originalName: string;
  ext: string;
  size: number;
  storage: 'local' | 's3';
  createBy: string | null;
  createTime: string;
}

const FOLDERS: Record<string, string> = {
  temp: '临时',
  avatar: '头像',
  notice: '公告',
  editor: '富文本',
  contract: '合同',
  bill: '票据',
  car: '车辆',
  driver: '司机',
  quality: '化验',
  import: '导入',
};
const IMAGE_EXTS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

/**
 * 文件管理: the tenant's uploads, newest first, wherever the deployment keeps them (local disk or an S3 bucket);
 * images preview here, other files open or download, and a holder of system:file:delete removes one.
 */
export default function FileManagerPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const canDelete = useSession((s) => hasPermission('system:file:delete', s.auth, s.allAuth));
  const [filters, setFilters] = useState({ originalName: '', biz: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [preview, setPreview] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['sys-file', applied, page],
    queryFn: async () => resultOf(await getAction<{ records: StoredFile[]; total: number }>('/sys/file/list', { ...applied, ...page })),
  });

  async function remove(f: StoredFile) {
    const env = await deleteAction('/sys/file/delete', { id: f.id });
    if (env.success) message.success(env.message || '删除成功');
    else message.warning(env.message);
    await queryClient.invalidateQueries({ queryKey: ['sys-file'] });
  }

  const columns: TableColumnsType<StoredFile> = [
    {
      title: '文件名',
      dataIndex: 'originalName',
      key: 'originalName',
      ellipsis: true,
      render: (name: string, f) =>
        IMAGE_EXTS.has(f.ext) ? (
          <Space>
            <img src={fileUrlOf(f.path, token)} alt="" className="file-thumb" />
            {name}
          </Space>
        ) : (
          name
        ),
    },
    { title: '目录', dataIndex: 'biz', key: 'biz', width: 90, render: (b: string) => FOLDERS[b] ?? b },
    { title: '大小', dataIndex: 'size', key: 'size', width: 110, align: 'right', render: (n: number) => formatBytes(n) },
    { title: '存储', dataIndex: 'storage', key: 'storage', width: 100, render: (s: string) => <Tag color={s === 's3' ? 'blue' : 'default'}>{s === 's3' ? '对象存储' : '本地磁盘'}</Tag> },
    { title: '上传人', dataIndex: 'createBy', key: 'createBy', width: 110 },
    { title: '上传时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 230,
      fixed: 'right',
      render: (_: unknown, f) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => (IMAGE_EXTS.has(f.ext) ? setPreview(fileUrlOf(f.path, token)) : window.open(fileUrlOf(f.path, token), '_blank', 'noopener'))}>
            预览
          </Button>
          <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadFile(`/sys/common/static/${f.path}`, f.originalName, { download: '1' })}>
            下载
          </Button>
          {canDelete && (
            <Popconfirm title="确定删除该文件吗？引用它的记录将无法再打开它。" okText="确定" cancelText="取消" onConfirm={() => remove(f)}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`file-delete-${f.id}`}>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="page" data-testid="file-manager">
      <Card variant="borderless">
        <Space wrap className="query-form">
          <Input placeholder="文件名" allowClear value={filters.originalName} onChange={(e) => setFilters((f) => ({ ...f, originalName: e.target.value }))} style={{ width: 220 }} onPressEnter={() => setApplied(filters)} />
          <Select
            value={filters.biz}
            onChange={(biz) => setFilters((f) => ({ ...f, biz }))}
            style={{ width: 140 }}
            options={[{ value: '', label: '全部目录' }, ...Object.entries(FOLDERS).map(([value, label]) => ({ value, label }))]}
          />
          <Button
            type="primary"
            onClick={() => {
              setPage((p) => ({ ...p, pageNo: 1 }));
              setApplied(filters);
            }}
          >
            查询
          </Button>
        </Space>
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} className="page-alert" />}
        <Table<StoredFile>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isLoading}
          scroll={{ x: 1020 }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (t) => `共 ${t} 条`,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Card>
      <Image style={{ display: 'none' }} src={preview ?? undefined} preview={{ open: preview !== null, src: preview ?? undefined, onOpenChange: (open) => !open && setPreview(null) }} />
    </div>
  );
}
