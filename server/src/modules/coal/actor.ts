import type { RequestAuth } from '../../core/auth/guard';

/** Who acts on a coal record, as timelines and bell messages name them (the real name, else the user name). */
export const actorOf = (auth: RequestAuth) => ({ id: auth.user.id, name: auth.user.realname || auth.user.username, username: auth.user.username, realname: auth.user.realname });
