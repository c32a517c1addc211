import type en from './en';

// shared-ui's words in Japanese: short, as the official Japanese Touhou LostWord words them where it has a term.
export default {
  'characters.spoilerLabel': '未公開のキャラクター（ネタバレ）',
  'characters.unnamed': 'キャラクター #{id}',
  'characters.thumbnailTitle': '{name}（{typeName}・{roleName}）',
  'characters.thumbnailText': '{name}（{typeName}・{roleName}）{owned, select, yes {・所持} other {}}',

  'collection.owned': '所持 {owned} / {total}',
  'collection.readOnly': '共有されたコレクションを表示中です。記録するには自分のコレクションに戻してください。',
  'collection.undo': '元に戻す',

  'icons.role':
    '{role, select, attack {攻撃} debuff {妨害} defense {防御} destroy {破壊} heal {回復} speed {速攻} support {支援} technical {技巧} other {{role}}}',
  'icons.type':
    '{type, select, gen {恒常} fes {フェス} afes {Aタイプフェス} sfes {超フェス} mfes {超フェス（秘封）} exfes {EXフェス} relic {レリック} genic {ジェニック} epic {エピック} wfes {ピュアフェス} ds {VS異霊祭祀} yukkuri {ゆっくり} other {{type}}}',
  'icons.stars': '星{total}つ中{filled}つ',

  'lists.loading': '読み込み中…',
  'lists.complete': '.',

  'modal.close': '閉じる',
  'modal.character': 'キャラクター',
  'modal.invalidCharacter':
    '「{shown}」はキャラクターIDではありません。リンクの末尾は ?character= と数字にしてください（例: ?character=1001）。',

  'page.notFoundTitle': 'ページが見つかりません',
  'page.notFoundText': 'このアドレスには何もありません。移動したか、リンクが間違っている可能性があります。',
  'page.goHome': 'ホームへ >>',
  'page.loading': 'ページを読み込み中…',

  'prayers.number': '祈祷 #{number}',
  'prayers.upcoming': '開催予定',
  'prayers.ongoing': '開催中',
  'prayers.startsIn': '開始まで',
  'prayers.endsIn': '終了まで',
  'prayers.start': '開始',
  'prayers.end': '終了',
  'prayers.duration': '期間',
  'prayers.maxPulls': '上限: {count, number}回',
  'prayers.moreRateUps': '-- ほか{count}人 --',
  'prayers.new': 'NEW',
  'prayers.rateUps': 'ピックアップキャラクター',

  'query.loading': '読み込み中',
  'query.empty': 'データがありません',
  'query.retry': '再試行',
  'query.slow': 'サーバーの応答が遅れています。待機中…',
  'query.serverAnswered': 'サーバーがエラー {status} を返しました。',
  'query.unreachable': 'サーバーに接続できませんでした。接続を確認して再試行してください。',
  'query.unreadable': 'サーバーの応答を読み取れませんでした。',
  'query.timeout': 'サーバーの応答に時間がかかりすぎました。',
  'query.failed': 'データの読み込み中にエラーが発生しました。',

  'search.advanced': '詳細検索',
  'search.reset': 'リセット',
  'search.any': '指定なし',
  'search.remove': '{label}を削除',
  'search.inUtc': '(UTC)',
  'search.problems': 'このリンクの検索条件の一部は使えないため無視されます:',
  'search.ctrlFHint': 'Ctrl + Shift + F で詳細検索を開けます',

  'spoilers.showJpContent': '日本版限定の内容を表示',
} satisfies Partial<Record<keyof typeof en, string>>;
