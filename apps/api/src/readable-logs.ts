import pretty from 'pino-pretty';

type RequestEntry = {
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * Log entries as one line each, for a person watching a terminal: Fastify's request entries show
 * the method and path, or the status and time, and a short request id that ties the two together.
 */
export function readableLogLines() {
  return pretty({
    // Written at once, so no entry is lost when the process exits after a stop.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (entry, messageKey) => {
      const { reqId, req, res, responseTime } = entry as RequestEntry;
      const parts = [String(entry[messageKey] ?? '')];
      if (req?.method) parts.push(`${req.method} ${req.url}`);
      if (res?.statusCode !== undefined) parts.push(`${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`);
      if (reqId) parts.push(`(${reqId.slice(0, 8)})`);
      return parts.join(' ');
    },
  });
}
