import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** A picker dialog's tree on the left (a phone: above) and its table beside it. */
export function TreeBeside({ tree, span, children }: { tree: ReactNode; span: number; children: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={span}>
        <div style={{ maxHeight: 'min(480px, 40vh)', overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>{tree}</div>
      </Col>
      <Col xs={24} md={24 - span}>
        {children}
      </Col>
    </Row>
  );
}
