import type { PublicQueueBoard, QueueStatus } from '@meiyun/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { boardPath } from './publicApi';
import { usePublicFeed } from './usePublicFeed';
import './queueBoard.css';

const CALLED_SHOWN = 4;
const WAITING_SHOWN = 4;
const IN_YARD_SHOWN = 4;
/**
 * What a truck inside the yard is told, by its ticket's state: words true for a sale (tare first, then load) and a
 * purchase (gross first, then unload) alike, since a ticket does not say which it is.
 */
const NEXT_STEP: Partial<Record<QueueStatus, string>> = { entered: '请过磅', tared: '已称皮', loading: '装车中', grossed: '已称毛', billed: '请出场' };
const boardOf = (f: Record<string, unknown>) => (f.type === 'board' ? (f.board as PublicQueueBoard) : null);

/** The wall clock of the yard, to the second: the board shows it has not frozen. */
function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  return now.toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}

/**
 * `/board/queue/<token>`: the yard's big screen, no sign-in (the token is the yard's board link). 正在叫号 — the
 * called trucks, the latest first and flashing — beside 场内作业 (the trucks inside, each told its next step, so a
 * weighing shows at once) and the waiting line with each truck's place; pushed over a socket on every change of the
 * yard's tickets, polled while the socket is down.
 */
export default function QueueBoardPage() {
  const { token = '' } = useParams();
  const { data, error, live } = usePublicFeed<PublicQueueBoard>(boardPath(token), boardOf);
  const clock = useClock();
  useEffect(() => {
    if (data) document.title = `${data.yardName} 排队叫号`;
  }, [data]);

  if (error && !data) return <div className="qboard-error">{error}</div>;
  if (!data) return <div className="qboard-error" style={{ color: '#9fb0cf' }}>正在加载…</div>;
  const more = data.waiting.length - WAITING_SHOWN;
  const inYard = data.inYard ?? [];
  return (
    <div className="qboard" data-testid="queue-board">
      <header className="qboard-head">
        <div className="qboard-yard">{data.yardName} · 排队叫号</div>
        <div className="qboard-clock">
          <span className={`qboard-dot${live ? ' live' : ''}`} title={live ? '实时' : '重新连接中'} />
          {clock}
        </div>
      </header>
      {error && <div className="qboard-error" style={{ minHeight: 0, fontSize: '2vw', padding: '1vh' }}>{error}</div>}
      <main className="qboard-main">
        <section className="qboard-panel">
          <div className="qboard-title calling">正在叫号</div>
          {data.called.length === 0 && <div className="qboard-empty">暂无叫号</div>}
          {data.called.slice(0, CALLED_SHOWN).map((l, i) => (
            <div key={`${l.queueNo}-${l.calledTime}`} className={`qboard-called${i === 0 ? ' latest' : ''}`} data-testid="board-called">
              <span className="no">{l.queueNo}号</span>
              <span className="plate">{l.plateNo}</span>
              <span className="go">请进场</span>
            </div>
          ))}
        </section>
        <div className="qboard-side">
          <section className="qboard-panel">
            <div className="qboard-title inyard">场内作业（{inYard.length}辆）</div>
            {inYard.length === 0 && <div className="qboard-empty">场内暂无车辆</div>}
            {inYard.slice(0, IN_YARD_SHOWN).map((l) => (
              <div key={l.queueNo} className={`qboard-row inyard${l.status === 'billed' ? ' out' : ''}`} data-testid="board-in-yard">
                <span>{l.queueNo}号</span>
                <span className="plate">{l.plateNo}</span>
                <span className="step">{NEXT_STEP[l.status] ?? ''}</span>
              </div>
            ))}
          </section>
          <section className="qboard-panel">
            <div className="qboard-title waiting">排队等候（{data.waiting.length}辆）</div>
            <div className="qboard-row head">
              <span>位置</span>
              <span>排队号</span>
              <span>车牌号</span>
              <span />
            </div>
            {data.waiting.length === 0 && <div className="qboard-empty">暂无排队车辆</div>}
            {data.waiting.slice(0, WAITING_SHOWN).map((l) => (
              <div key={l.queueNo} className="qboard-row" data-testid="board-waiting">
                <span className="pos">{l.position}</span>
                <span>{l.queueNo}号</span>
                <span className="plate">{l.plateNo}</span>
                <span>{l.status === 'skipped' ? <span className="tag">过号</span> : null}</span>
              </div>
            ))}
            {more > 0 && <div className="qboard-more">后面还有 {more} 辆</div>}
          </section>
        </div>
      </main>
      <footer className="qboard-foot">
        <span>听到叫号请驶向地磅，过号车辆排到队尾</span>
        <span>更新于 {data.serverTime.slice(11)}</span>
      </footer>
    </div>
  );
}
