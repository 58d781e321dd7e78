/** The Chinese sentences of the tracking calls (a gateway's operator and the dispatcher read them). */
export const GpsTexts = {
  tokenInvalid: '定位网关令牌无效或网关已停用',
  tooMany: '上报过于频繁，请稍后再试',
  badBody: '请求体应为 { points: [...] } 或定位点数组',
  tooManyPoints: (max: number, n: number) => `每批最多${max}个定位点，本批${n}个，请分批上报`,
  gatewayRequired: '请选择定位网关',
  gatewayMissing: '定位网关不存在或已删除',
  staffOnly: '定位网关由本公司人员管理',
  tokenIssued: '令牌已生成，请立即复制，关闭后不再显示',
  plateRequired: '请输入车牌号',
  plateBad: '车牌号格式不正确',
  timeBad: '时间格式应为 yyyy-MM-dd HH:mm:ss',
  beginRequired: '请输入开始时间',
  endRequired: '请输入结束时间',
  endBeforeBegin: '结束时间不能早于开始时间',
  spanTooLong: (days: number) => `查询时间段不能超过${days}天`,
  trackTooLong: (max: number) => `该时间段内定位点超过${max}个，请缩短时间段`,
  // Reasons a point of a batch is refused (the rest of the batch is kept).
  point: {
    notObject: '定位点格式不正确',
    plate: '车牌号格式不正确',
    time: '时间格式应为 yyyy-MM-dd HH:mm:ss',
    future: '定位时间晚于当前时间',
    place: '经纬度不在中国境内',
    speed: '速度应为0到400之间的数字(km/h)',
  },
} as const;
