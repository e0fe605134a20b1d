<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>CalibrationError</name>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>ターコイズ</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit</source>
        <translation>マットが見つかりません：4 つの QR コードのうち %1 つを読み取りました（%2 つ以上必要）：マット全体を平らに、明るい場所で写してください</translation>
    </message>
    <message>
        <source>the mat's QR codes were read but not its outline: show the whole mat, flat</source>
        <translation>マットの QR コードは読めましたが、輪郭がわかりません：マット全体を平らに写してください</translation>
    </message>
    <message>
        <source>the photo is empty</source>
        <translation>写真が空です</translation>
    </message>
    <message>
        <source>no truck card found on the mat's card place</source>
        <translation>マットのカード置き場にトラックカードが見つかりません</translation>
    </message>
    <message>
        <source>no loading area (white cells) seen on the card</source>
        <translation>カードに荷台（白いマス）が見えません</translation>
    </message>
    <message>
        <source>no stick on the %1 place of the mat (it looks like bare paper)</source>
        <translation>マットの「%1」の置き場に荷物がありません（白紙のように見えます）</translation>
    </message>
    <message>
        <source>the mat's white and black patches look alike: too dark, or the patches are covered</source>
        <translation>マットの白と黒の四角が同じに見えます：暗すぎるか、四角が隠れています</translation>
    </message>
    <message>
        <source>a colour photo is needed</source>
        <translation>カラー写真が必要です</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1：そのファイルはありません</translation>
    </message>
    <message>
        <source>%1: not a readable image (damaged, or not a photo)</source>
        <translation>%1：画像を読み取れません（壊れているか、写真ではありません）</translation>
    </message>
    <message>
        <source>%1: the photo is larger than %2 pixels on a side</source>
        <translation>%1：写真の一辺が %2 ピクセルを超えています</translation>
    </message>
    <message>
        <source>%1: the photo is smaller than %2 pixels on a side</source>
        <translation>%1：写真の一辺が %2 ピクセル未満です</translation>
    </message>
</context>
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <source>Colours learnt and stored.</source>
        <translation>色を学習して保存しました。</translation>
    </message>
    <message>
        <source>The light has changed too much since the colours were learnt: learn them again.</source>
        <translation>色を学習したときから照明が大きく変わりました：もう一度学習してください。</translation>
    </message>
    <message>
        <source>The light is as when the colours were learnt.</source>
        <translation>照明は色を学習したときと同じです。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Calibration and your trucks</source>
        <translation>キャリブレーションと自分のトラック</translation>
    </message>
    <message>
        <source>1. Print the mat</source>
        <translation>1. マットを印刷</translation>
    </message>
    <message>
        <source>Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.</source>
        <translation>実寸（100 %、拡大縮小なし）で印刷し、カメラに映る所に平らに置いてください。</translation>
    </message>
    <message>
        <source>Save PDF (A4)</source>
        <translation>PDF を保存（A4）</translation>
    </message>
    <message>
        <source>Save PDF (Letter)</source>
        <translation>PDF を保存（レター）</translation>
    </message>
    <message>
        <source>2. Stick colours</source>
        <translation>2. 荷物の色</translation>
    </message>
    <message>
        <source>Lay one stick of each colour on its marked place on the mat, then take the photo.</source>
        <translation>各色の荷物を 1 本ずつマットの印の位置に置いてから撮影してください。</translation>
    </message>
    <message>
        <source>Not calibrated yet: the readers use typical colours.</source>
        <translation>まだキャリブレーションしていません：読み取りは標準的な色を使います。</translation>
    </message>
    <message>
        <source>Calibrated: the five colours are well apart.</source>
        <translation>キャリブレーション済み：5 色ははっきり区別できます。</translation>
    </message>
    <message>
        <source>Calibrated, but two colours are close: more even light helps.</source>
        <translation>キャリブレーション済みですが 2 色が近いです：均一な照明が役立ちます。</translation>
    </message>
    <message>
        <source>Two colours are too close to tell apart: learn them again in better light.</source>
        <translation>2 色が近すぎて区別できません：より良い照明でもう一度学習してください。</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>色を学習</translation>
    </message>
    <message>
        <source>Check the light</source>
        <translation>照明を確認</translation>
    </message>
    <message>
        <source>3. Your truck cards</source>
        <translation>3. 自分のトラックカード</translation>
    </message>
    <message>
        <source>Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.</source>
        <translation>空のトラックカードをマットのカード置き場に置いて撮影するか、荷台を手で描いてください。</translation>
    </message>
    <message>
        <source>Card from the photo</source>
        <translation>写真からカード</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>カードを描く</translation>
    </message>
    <message>
        <source>No cards of your own yet: games use the built-in stand-in cards.</source>
        <translation>自分のカードはまだありません：ゲームは内蔵の代用カードを使います。</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 段 · %3 マス</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
</context>
<context>
    <name>CalibrationPhoto</name>
    <message>
        <source>No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.</source>
        <translation>カメラが見つかりません。写真を読むには --image ファイル を付けて Packmate を起動するか、カードを手で描いてください。</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Codes read: %1 of %2</source>
        <translation>読み取ったコード: %1 / %2</translation>
    </message>
    <message>
        <source>Use this roll: %1</source>
        <translation>この出目を使う: %1</translation>
    </message>
    <message>
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>動かさないで… %2 枚中 %1 枚が一致</translation>
    </message>
    <message>
        <source>Dice seen: %1</source>
        <translation>見えているサイコロ: %1</translation>
    </message>
    <message>
        <source>Waiting for a frame…</source>
        <translation>映像を待っています…</translation>
    </message>
    <message>
        <source>Sharp and bright enough to read</source>
        <translation>読み取りに十分な明るさとピントです</translation>
    </message>
    <message>
        <source>Too dark or blurred — hold still, add light</source>
        <translation>暗いかぼやけています — 動かさず、明るくしてください</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>フレーム: 受信 %1、読取 %2、破棄 %3</translation>
    </message>
    <message>
        <source>No camera found</source>
        <translation>カメラが見つかりません</translation>
    </message>
    <message>
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>この端末にはカメラがないか、Packmate に使用が許可されていません。システム設定でカメラを許可するか、手入力で続けてください：サイコロの目をタップし、空きマスと残った荷物を数えます。</translation>
    </message>
    <message>
        <source>Back to manual entry</source>
        <translation>手入力に戻る</translation>
    </message>
    <message>
        <source>Not a roll yet: one die of each of the five colours is needed</source>
        <translation>まだ出目ではありません：5色のサイコロが1個ずつ必要です</translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Edit truck card %1</source>
        <translation>トラックカード %1 を編集</translation>
    </message>
    <message>
        <source>New truck card</source>
        <translation>新しいトラックカード</translation>
    </message>
    <message>
        <source>Tap the cells of the loading area (cab on the left).</source>
        <translation>荷台のマスをタップしてください（運転席は左）。</translation>
    </message>
    <message>
        <source>Proposed from the photo (%1 % sure): check every cell.</source>
        <translation>写真からの提案（確からしさ %1 %）：すべてのマスを確認してください。</translation>
    </message>
    <message>
        <source>Proposed from the photo, but only %1 % sure: please check every cell.</source>
        <translation>写真からの提案ですが確からしさは %1 % だけです：すべてのマスを確認してください。</translation>
    </message>
    <message>
        <source>cab</source>
        <translation>運転席</translation>
    </message>
    <message>
        <source>%1 loading cells</source>
        <translation>荷台 %1 マス</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>段数</translation>
    </message>
    <message>
        <source>The layer count could not be read from the photo: choose it.</source>
        <translation>写真から段数を読み取れませんでした：選んでください。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>e.g. MY01</source>
        <translation>例: MY01</translation>
    </message>
    <message>
        <source>%1 cells × %2 layers = room for %3 cells of cargo</source>
        <translation>%1 マス × %2 段 = 荷物 %3 マス分</translation>
    </message>
    <message>
        <source>Save card</source>
        <translation>カードを保存</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>カードを削除</translation>
    </message>
    <message>
        <source>Delete your truck card %1? Games already played keep it.</source>
        <translation>トラックカード %1 を削除しますか？ 遊んだゲームには残ります。</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <source>not rolled yet</source>
        <translation>まだ振っていません</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 マス</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>%1 のサイコロ</translation>
    </message>
    <message>
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>荷物: %1 本、%2 マス</translation>
    </message>
    <message>
        <source>Save roll</source>
        <translation>出目を保存</translation>
    </message>
    <message>
        <source>Read with camera</source>
        <translation>カメラで読む</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <translation>銀行 %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>帳簿</translation>
    </message>
    <message>
        <source>1 Dice</source>
        <translation>1 サイコロ</translation>
    </message>
    <message>
        <source>2 Trucks</source>
        <translation>2 トラック</translation>
    </message>
    <message>
        <source>3 Scoring</source>
        <translation>3 得点計算</translation>
    </message>
    <message>
        <source>4 Summary</source>
        <translation>4 まとめ</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者: %1</translation>
    </message>
    <message>
        <source>Open the ledger</source>
        <translation>帳簿を開く</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Hand over the game</source>
        <translation>ゲームを引き継ぐ</translation>
    </message>
    <message>
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>もう一台のタブレットで Packmate →「ゲームを受け取る」を選び、カメラをこのコードに向けてください。</translation>
    </message>
    <message>
        <source>Code %1 of %2</source>
        <translation>コード %1 / %2</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Packmate — Zack &amp; Pack</source>
        <translation>Packmate — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Receive a game from another tablet</source>
        <translation>別のタブレットからゲームを受け取る</translation>
    </message>
    <message>
        <source>Unfinished game: round %1</source>
        <translation>途中のゲーム: ラウンド %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate は得点・チップ・銀行を記録します。操作はすぐに保存されるので、アプリを閉じてもゲームは続けられます。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>まだゲームがありません。</translation>
    </message>
    <message>
        <source>In progress — tap to continue</source>
        <translation>進行中 — タップして続ける</translation>
    </message>
    <message>
        <source>Won by %1 — tap for the ledger</source>
        <translation>勝者: %1 — タップで帳簿を表示</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>帳簿</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>引き継ぐ</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV 書き出し</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Undo the last action?</source>
        <translation>最後の操作を取り消しますか？</translation>
    </message>
    <message>
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>取り消す操作: %1。取り消しはゲームの履歴に記録されます。</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>今すぐゲームを終了しますか？</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者: %1</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>銀行</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>最後の操作を取り消す</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>ゲームを終了</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON 書き出し</translation>
    </message>
    <message>
        <source>Whoever has the most points wins (on a tie, all of them). This cannot be undone.</source>
        <translation>得点が最も多いプレイヤー（同点なら全員）が勝者です。取り消せません。</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Packmate</source>
        <translation>Packmate</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>New game — Zack &amp; Pack</source>
        <translation>新しいゲーム — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>How many players?</source>
        <translation>何人で遊びますか？</translation>
    </message>
    <message>
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>2 人はハウスルールです：ルールは 3〜6 人用です。</translation>
    </message>
    <message>
        <source>Each player draws 1 truck card per round.</source>
        <translation>各プレイヤーは毎ラウンド トラックカードを 1 枚引きます。</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards per round.</source>
        <translation>各プレイヤーは毎ラウンド トラックカードを 2 枚引きます。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>同じ名前のプレイヤーがいます。</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>各プレイヤーは 75 点分のチップで始めます：50×1、10×2、5×1。</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>ターコイズ</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>%1's truck is already scored: undo the score first.</source>
        <translation>%1 のトラックは得点計算済みです：先に得点を取り消してください。</translation>
    </message>
    <message>
        <source>Truck %1 is already taken by %2.</source>
        <translation>トラック %1 はすでに %2 が取っています。</translation>
    </message>
    <message>
        <source>%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.</source>
        <translation>%1：積んだ荷物は %2 マスで、トラック %3 の %4 マスを超えます：横に残した荷物を入力してください。</translation>
    </message>
    <message>
        <source>%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.</source>
        <translation>%1：積んだ荷物はトラック %2 に収まりません（%4 マスのうち最大 %3 マス）：横に残した荷物を入力してください。</translation>
    </message>
    <message>
        <source>%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.</source>
        <translation>%1：空きマス %2 が合いません：トラック %3 は %4 マスで、積んだ荷物が %5 マスを占めます。</translation>
    </message>
    <message>
        <source>%1: %3 %2 sticks left over, but the cargo has only %4.</source>
        <translation>%1：残った荷物（%2）が %3 本ですが、積み荷には %4 本しかありません。</translation>
    </message>
    <message>
        <source>Round %1 cannot be closed yet: %2 has no penalty.</source>
        <translation>ラウンド %1 はまだ締められません：%2 のペナルティがありません。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>取り消せる操作はありません。</translation>
    </message>
    <message>
        <source>A game needs 3 to 6 players.</source>
        <translation>ゲームには 3〜6 人が必要です。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>全員に名前が必要です。</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>同じ名前のプレイヤーがいます。</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <source>penalty %1</source>
        <translation>ペナルティ %1</translation>
    </message>
    <message>
        <source>to score</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>%1 のトラック</translation>
    </message>
    <message>
        <source>Photo mode</source>
        <translation>写真モード</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>空きマス</translation>
    </message>
    <message>
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>トラック %1: %2 マス、荷物 %3 マス — 空きマスは残った荷物から決まります。</translation>
    </message>
    <message>
        <source>Sticks left beside the truck:</source>
        <translation>トラックに積めなかった荷物：</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>ペナルティ: %1</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>最善: サイコロとトラックが必要</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>最善: %1</translation>
    </message>
    <message>
        <source>Save score</source>
        <translation>得点を保存</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>荷物がトラックより %n マス多いです：横に残した荷物を入力してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Calibration and your truck cards…</source>
        <translation>キャリブレーションと自分のトラックカード…</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>キャリブレーション</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Avg. penalty</source>
        <translation>平均ペナルティ</translation>
    </message>
    <message>
        <source>Above best</source>
        <translation>最善との差</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>まだゲームがありません。</translation>
    </message>
    <message>
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>最善との差: 最善の積み方と比べた1ラウンドあたりのペナルティの差（サイコロとトラックを入力したラウンド）。</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <source>Score every truck first.</source>
        <translation>先にすべてのトラックを計算してください。</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>ペナルティ %1</translation>
    </message>
    <message>
        <source>Pays nothing</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <source>Pays %1: hands over %2</source>
        <translation>%1 を支払う: %2 を渡す</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>、おつり %1</translation>
    </message>
    <message>
        <source> — the kitty is %1 short of change</source>
        <translation> — 銀行のおつりが %1 足りません</translation>
    </message>
    <message>
        <source>+10 from the kitty</source>
        <translation>銀行から +10</translation>
    </message>
    <message>
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>このラウンドの最小ペナルティ: %1。先に銀行へ支払い、その後 +10 を受け取ります。</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>ラウンド %1 を終える</translation>
    </message>
    <message>
        <source>Close the last round?</source>
        <translation>最後のラウンドを締めますか？</translation>
    </message>
    <message>
        <source>%1 will have no points left: closing this round ends the game. This cannot be undone.</source>
        <translation>%1 の得点がなくなります：このラウンドを締めるとゲームが終了します。取り消せません。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>ターコイズ</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white stick, one letter</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>G</source>
        <comment>grey stick, one letter</comment>
        <translation>灰</translation>
    </message>
    <message>
        <source>B</source>
        <comment>brown stick, one letter</comment>
        <translation>茶</translation>
    </message>
    <message>
        <source>T</source>
        <comment>turquoise stick, one letter</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>V</source>
        <comment>violet stick, one letter</comment>
        <translation>紫</translation>
    </message>
</context>
<context>
    <name>TruckCameraPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>%1 のトラック</translation>
    </message>
    <message>
        <source>No camera found. Count the free cells and the sticks left by hand on the scoring screen.</source>
        <translation>カメラが見つかりません。得点画面で空きマスと残った荷物を手で数えてください。</translation>
    </message>
    <message>
        <source>Choose this player's truck first (step 2).</source>
        <translation>先にこのプレイヤーのトラックを選んでください（ステップ 2）。</translation>
    </message>
    <message>
        <source>Looking for truck %1…</source>
        <translation>トラック %1 を探しています…</translation>
    </message>
    <message>
        <source>No truck card in view: hold the tablet over the card, the whole card in view.</source>
        <translation>トラックのカードが見えません: カード全体が映るようにタブレットをかざしてください。</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>フレーム: 受信 %1、読取 %2、破棄 %3</translation>
    </message>
    <message>
        <source>The dice are not entered yet: only a 1-layer truck can be scored.</source>
        <translation>サイコロがまだ入力されていません: 1 段のトラックしか数えられません。</translation>
    </message>
    <message>
        <source>Still photo: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>静止画: マスか荷物をタップで変更、長押しで確定します。</translation>
    </message>
    <message>
        <source>Live: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>ライブ: マスか荷物をタップで変更、長押しで確定します。</translation>
    </message>
</context>
<context>
    <name>TruckScorePanel</name>
    <message>
        <source>Penalty: %1</source>
        <translation>ペナルティ: %1</translation>
    </message>
    <message>
        <source>Penalty: not sure</source>
        <translation>ペナルティ: 不確か</translation>
    </message>
    <message>
        <source>check it</source>
        <translation>確認してください</translation>
    </message>
    <message>
        <source>confidence %1 %</source>
        <translation>確信度 %1 %</translation>
    </message>
    <message>
        <source>%1 free cells + %2 points for sticks left</source>
        <translation>空きマス %1 + 残った荷物 %2 点</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>最善: サイコロとトラックが必要</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>最善: %1</translation>
    </message>
    <message>
        <source>Sticks beside the truck (tap to change the colour):</source>
        <translation>トラックの横の荷物（タップで色を変更）:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Add:</source>
        <translation>追加:</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>ライブに戻る</translation>
    </message>
    <message>
        <source>Take photo</source>
        <translation>撮影</translation>
    </message>
    <message>
        <source>Book score</source>
        <translation>得点を記録</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>確認が必要な読み取り %n 件（オレンジの枠）: タップで変更、長押しで確定</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <source>Each player draws 1 truck card, face down.</source>
        <translation>各プレイヤーはトラックカードを 1 枚、裏向きで引きます。</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>各プレイヤーはトラックカードを 2 枚、裏向きで引きます。</translation>
    </message>
    <message>
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>他のプレイヤーの前にあるトラックを取るか、山札の一番上のカードを取ります。</translation>
    </message>
    <message>
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>山札: %1 枚 · 捨て札: %2 · 切り直し %3 回</translation>
    </message>
    <message>
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>このラウンドで山札が尽きます：使っていないカードをすべて混ぜて新しい山札にしてください。</translation>
    </message>
    <message>
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>各プレイヤーが取ったカードを選んでください（自分のカードを登録するまでは代用カード Z01〜Z30）。</translation>
    </message>
    <message>
        <source>Card…</source>
        <translation>カード…</translation>
    </message>
    <message>
        <source>Open card</source>
        <translation>表向きのカード</translation>
    </message>
    <message>
        <source>Blind from deck</source>
        <translation>山札から伏せたまま</translation>
    </message>
    <message>
        <source>Everyone has a truck — start loading</source>
        <translation>全員トラックを取りました — 積み込み開始</translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>ターコイズ</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>no truck card found: hold the camera over the card, the whole card in view</source>
        <translation>トラックカードが見つかりません：カード全体が映るようにカメラをかざしてください</translation>
    </message>
    <message>
        <source>check cell row %1, column %2</source>
        <translation>%1 行 %2 列のマスを確認してください</translation>
    </message>
    <message>
        <source>the table looks like %1 sticks: check the %1 sticks beside the truck</source>
        <translation>テーブルが%1の荷物に似ています：トラックの横の%1の荷物を確認してください</translation>
    </message>
    <message>
        <source>check the table round the truck: something stick-coloured that is not a whole stick</source>
        <translation>トラックの周りを確認してください：荷物の色だが荷物ではない物があります</translation>
    </message>
    <message>
        <source>check the card's orientation</source>
        <translation>カードの向き（運転席の位置）を確認してください</translation>
    </message>
    <message>
        <source>%1 stick measures %2 cells, expected %3</source>
        <translation>%1の荷物の長さが %2 マス（本来は %3 マス）</translation>
    </message>
    <message>
        <source>a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells</source>
        <translation>%1 段のトラックでは、隠れたマスを数えるのに荷物（サイコロの出目）が必要です</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>上から見て %n マスが埋まっていますが、荷物は %1 マスしかありません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n マスの上面が%1ですが、荷物の%1ではそれだけ覆えません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>トラックの横の荷物は %n マス分ですが、荷物と上からの見た目では %1 マス残るはずです：横の荷物を確認してください</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>トラックの横に%1の荷物が %n 本ありますが、荷物には %2 本しかありません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n マスの上面が%1ですが、積んだ%1の荷物ではそれだけ覆えません（積んだ数: %2 本）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>荷物から横の荷物を引くと %1 マス分ですが、上からは %n マスが埋まっています（%2～%3 マス分）：横の荷物を数え直してください</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>確信度の低い%1の荷物 %n 本を数に入れていません：確認してください</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>上から見て %n マスが埋まっていますが、荷物から横の確かな荷物を引くと %1 マスです：この数を採用します。印のマスを確認してください</numerusform>
        </translation>
    </message>
    <message>
        <source>cargo minus the sticks beside leaves %1 to load, more than the truck's %2: some sticks beside the truck were not seen</source>
        <translation>荷物から横の荷物を引くと %1 マス分で、トラックの容量（%2）を超えます：トラックの横の荷物を見落としています</translation>
    </message>
    <message>
        <source>the reading gives a penalty of %1, below the best any loading of this cargo can score (%2): sticks beside the truck were not seen, or cells were misread</source>
        <translation>読み取りのペナルティ %1 は、この荷物の最善の積み方（%2）より小さい：トラックの横の荷物を見落としたか、マスを読み違えています</translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>数えた結果積まれているはずの荷物（%n マス分）は、このトラックに全部は載りません：トラックの横の荷物を見落としたか、読み違えています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>読み取った上面は荷物を丸ごと並べた形になりません：不確かな %n マスを最も近い並べられる形として読みました。印の付いたマスを確認してください</numerusform>
        </translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; one more %1 stick beside the truck would explain it: look for an unseen %1 stick</source>
        <translation>数えた結果積まれているはずの荷物では、この上面になりません。トラックの横に%1の荷物がもう1本あれば説明がつきます：見落とした%1の荷物を探してください</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread</source>
        <translation>数えた結果積まれているはずの荷物では、この上面になりません：トラックの横の荷物を見落としたか、マスを読み違えています</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; two more %1 sticks beside the truck would explain it: look for two unseen %1 sticks</source>
        <translation>数えた結果積まれているはずの荷物では、この上面になりません。トラックの横に%1の荷物があと2本あれば説明がつきます：見落とした%1の荷物2本を探してください</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>上から見て %n マスが埋まっていますが、荷物から横の荷物を引くと %1 マスです：白いキューブが空きマスに見えている可能性が高いので、印のマスを確認してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packmate::app::CalibrationController</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Calibrate the colours first.</source>
        <translation>先に色をキャリブレーションしてください。</translation>
    </message>
    <message>
        <source>The camera has no picture yet.</source>
        <translation>カメラの映像がまだありません。</translation>
    </message>
    <message>
        <source>Cannot save the photo.</source>
        <translation>写真を保存できません。</translation>
    </message>
    <message>
        <source>The stored colour calibration cannot be read: calibrate the colours again. (%1)</source>
        <translation>保存された色のキャリブレーションを読めません：色をもう一度キャリブレーションしてください。（%1）</translation>
    </message>
</context>
<context>
    <name>packmate::app::CameraFeed</name>
    <message>
        <source>The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)</source>
        <translation>色のキャリブレーションを読めないため、標準的な色を使います：色をもう一度キャリブレーションしてください。（%1）</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <source>File not found: %1</source>
        <translation>ファイルが見つかりません: %1</translation>
    </message>
    <message>
        <source>Cannot read the image %1: %2</source>
        <translation>画像 %1 を読めません: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <source>The game database is not open.</source>
        <translation>ゲームのデータベースが開かれていません。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>全員に名前が必要です。</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>開いているゲームがありません。</translation>
    </message>
    <message>
        <source>Choose the truck card first.</source>
        <translation>先にトラックカードを選んでください。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>取り消せる操作はありません。</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 段 · %3 マス</translation>
    </message>
    <message>
        <source> (stand-in card)</source>
        <translation>（代用カード）</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>%1 のサイコロ</translation>
    </message>
    <message>
        <source>Truck taken by %1</source>
        <translation>%1 が取ったトラック</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>%1 の得点</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <translation>ラウンド %1 の終了</translation>
    </message>
    <message>
        <source>The codes do not hold a Packmate game.</source>
        <translation>このコードには Packmate のゲームが入っていません。</translation>
    </message>
</context>
<context>
    <name>packmate::app::TruckScoring</name>
    <message>
        <source>The camera has not read truck %1 yet: hold it over the card.</source>
        <translation>カメラはまだトラック %1 を読み取っていません：カードの上にかざしてください。</translation>
    </message>
</context>
<context>
    <name>packmate::app::UserCards</name>
    <message>
        <source>Tap the cells of the loading area.</source>
        <translation>荷台のマスをタップしてください。</translation>
    </message>
    <message>
        <source>A loading area has at most 3 rows and 5 columns.</source>
        <translation>荷台は最大 3 行 5 列です。</translation>
    </message>
    <message>
        <source>Choose 1 to 4 layers.</source>
        <translation>段数を 1〜4 から選んでください。</translation>
    </message>
    <message>
        <source>Give the card a name.</source>
        <translation>カードに名前を付けてください。</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in card: choose another.</source>
        <translation>%1 は内蔵カードの名前です：別の名前にしてください。</translation>
    </message>
    <message>
        <source>You already have a card named %1: choose another.</source>
        <translation>%1 という名前のカードは既にあります：別の名前にしてください。</translation>
    </message>
    <message>
        <source>There is no card named %1.</source>
        <translation>%1 という名前のカードはありません。</translation>
    </message>
    <message>
        <source>Your cards file cannot be read; fix or remove it (%1).</source>
        <translation>カードファイルを読めません。修正するか削除してください（%1）。</translation>
    </message>
    <message>
        <source>The card could not be saved (%1).</source>
        <translation>カードを保存できませんでした（%1）。</translation>
    </message>
    <message>
        <source>The card could not be removed (%1).</source>
        <translation>カードを削除できませんでした（%1）。</translation>
    </message>
</context>
</TS>