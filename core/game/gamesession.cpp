// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include "core/game/actionjson.h"
#include "core/game/battlejson.h"
#include "core/game/gamejson.h"

#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace wm {

namespace {

// A snapshot as the game holds it. One written before the armies' list keys were kept (format 1)
// takes them from the rosters, as a replay does.
Result<Battle> readSnapshot(const QByteArray &json, const QString &where, const GameSetup &setup)
{
    auto read = BattleJson::read(json, where);
    if (!read)
        return read;
    Battle battle = std::move(read).value();
    for (Side side : Side::both()) {
        if (battle.armyKey(side).isEmpty())
            battle.setArmyKey(side, setup.rosters[side].armyKey);
    }
    return battle;
}

} // namespace

namespace {

QByteArray payloadOf(const GameAction &action)
{
    return QJsonDocument(ActionJson::toJson(action)).toJson(QJsonDocument::Compact);
}

Result<GameAction> actionOf(const StoredAction &stored, GameId game)
{
    const JsonReader r(GameSession::tr("game %1, action %2").arg(game).arg(stored.seq), Limits::Origin::Stored);
    return r.read<GameAction>([&] { return ActionJson::fromJson(r, r.document(stored.payload), QString()); });
}

// The setup the store holds for a game, read and checked.
Result<GameSetup> storedSetup(const GameStore &store, GameId id)
{
    auto content = store.gameContent(id);
    if (!content)
        return content.error();
    return GameJson::readSetup(content.value(), GameSession::tr("game %1").arg(id));
}

// The battle at each of a game's checkpoints, as the store keeps it.
QList<std::pair<int, QByteArray>> snapshotsOf(const Game &game)
{
    QList<std::pair<int, QByteArray>> snapshots;
    for (const auto &[count, battle] : game.checkpoints())
        snapshots.append({count, BattleJson::write(battle)});
    return snapshots;
}

} // namespace

GameSession::GameSession(GameStore &store, GameId id, Game game)
    : m_store(&store)
    , m_id(id)
    , m_game(std::move(game))
{
}

Result<GameSession> GameSession::create(GameStore &store, const GameSetup &setup)
{
    auto game = Game::start(setup);
    if (!game)
        return game.error();
    auto id = store.createGame(enumKey(setup.ruleset), GameJson::writeSetup(setup));
    if (!id)
        return id.error();
    if (auto error = store.setCurrentGame(id.value()))
        return *error;
    return GameSession(store, id.value(), std::move(game).value());
}

Result<GameSession> GameSession::import(GameStore &store, const Game &game, const Progress &progress)
{
    Q_ASSERT(game.base() == 0);
    // Written in two parts, each told from its start: the actions and battles as text, then the rows.
    const QList<std::pair<int, Battle>> checkpoints = game.checkpoints();
    ProgressSteps steps(progress, game.actions().size() + checkpoints.size());
    QList<std::pair<QString, QByteArray>> actions;
    for (const GameAction &action : game.actions()) {
        actions.append({ActionText::key(action.input), payloadOf(action)});
        if (!steps.step())
            return cancelledError();
    }
    QList<std::pair<int, QByteArray>> snapshots;
    for (const auto &[count, battle] : checkpoints) {
        snapshots.append({count, BattleJson::write(battle)});
        if (!steps.step())
            return cancelledError();
    }
    auto id = store.createGame(enumKey(game.setup().ruleset), GameJson::writeSetup(game.setup()), actions, snapshots,
                               progress);
    if (!id)
        return id.error();
    return GameSession(store, id.value(), game);
}

Result<GameSession> GameSession::open(GameStore &store, GameId id, const Progress &progress)
{
    auto setup = storedSetup(store, id);
    if (!setup)
        return setup.error();
    auto tail = store.tail(id, Game::CheckpointInterval);
    if (!tail)
        return tail.error();
    const StoredTail &t = tail.value();
    std::optional<Game> resumed;
    if (t.base == 0) {
        auto game = Game::start(setup.value());
        if (!game)
            return game.error();
        resumed = std::move(game).value();
    } else if (t.battle) {
        // A snapshot that cannot be read (damaged, or of another format) is only a lost shortcut.
        auto battle = readSnapshot(*t.battle, tr("game %1, battle after action %2").arg(id).arg(t.base), setup.value());
        if (battle) {
            if (auto game = Game::resume(setup.value(), std::move(battle).value(), t.base, {}))
                resumed = std::move(game).value();
        }
    }
    if (!resumed)
        return openByReplay(store, id, progress);
    GameSession session(store, id, std::move(*resumed));
    session.replayLog(t.actions);
    return session;
}

Result<GameSession> GameSession::openByReplay(GameStore &store, GameId id, const Progress &progress)
{
    auto log = store.actions(id);
    if (!log)
        return log.error();
    auto session = replayWhole(store, id, log.value(), progress);
    if (!session)
        return session;
    // Snapshots are a shortcut, never the record: if they cannot be written the game still opens.
    (void)store.keepSnapshots(id, snapshotsOf(session.value().m_game));
    return session;
}

Result<GameSession> GameSession::replayWhole(GameStore &store, GameId id, const QList<StoredAction> &log,
                                             const Progress &progress)
{
    auto setup = storedSetup(store, id);
    if (!setup)
        return setup.error();
    auto game = Game::start(setup.value());
    if (!game)
        return game.error();
    GameSession session(store, id, std::move(game).value());
    if (!session.replayLog(log, progress))
        return cancelledError();
    return session;
}

Result<QList<int>> GameSession::check(GameStore &store, GameId id)
{
    // Nothing is written first: a snapshot is compared as it was found. The log and the snapshots
    // come from one read, so a game played on meanwhile never makes them look different.
    auto log = store.wholeLog(id);
    if (!log)
        return log.error();
    auto replayed = replayWhole(store, id, log.value().actions);
    if (!replayed)
        return replayed.error();
    const GameSession &session = replayed.value();
    if (session.damage())
        return Error{QStringLiteral("actions"), session.damageText()};
    QList<int> differing;
    for (const auto &[count, battle] : session.game().checkpoints()) {
        const auto kept = log.value().snapshots.constFind(count);
        if (kept == log.value().snapshots.cend())
            continue; // none kept here (a game saved before they were): nothing to disagree
        auto read = readSnapshot(*kept, QString(), session.game().setup());
        if (!read || !(read.value() == battle))
            differing.append(count);
    }
    return differing;
}

bool GameSession::replayLog(const QList<StoredAction> &log, const Progress &progress)
{
    ProgressSteps steps(progress, log.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
        const StoredAction &s = log.at(i);
        std::optional<QString> broken;
        auto action = actionOf(s, m_id);
        if (!action)
            broken = action.error().message;
        else if (s.undone)
            m_redoable.append(action.value());
        else if (auto error = m_game.redo(action.value()))
            broken = error->message;
        if (broken) {
            m_damage = LogDamage{s.seq, s.kind, s.recorded, *broken, int(log.size() - i)};
            break;
        }
        if (!steps.step())
            return false;
    }
    return true;
}

Result<Battle> GameSession::snapshotAt(int base) const
{
    if (base == 0)
        return m_game.setup().startBattle();
    auto kept = m_store->snapshot(m_id, base);
    if (!kept)
        return kept.error();
    if (!kept.value())
        return Error{QStringLiteral("snapshot"),
                     tr("The battle after action %1 of this game is not in the database.").arg(base)};
    return readSnapshot(*kept.value(), tr("game %1, battle after action %2").arg(m_id).arg(base), m_game.setup());
}

Result<Game> GameSession::resumeAt(int base, int last) const
{
    auto battle = snapshotAt(base);
    if (!battle)
        return battle.error();
    auto stored = m_store->actions(m_id, base + 1, last);
    if (!stored)
        return stored.error();
    QList<GameAction> actions;
    for (const StoredAction &s : stored.value()) {
        auto action = actionOf(s, m_id);
        if (!action)
            return action.error();
        actions.append(std::move(action).value());
    }
    return Game::resume(m_game.setup(), std::move(battle).value(), base, actions);
}

std::optional<Error> GameSession::holdEarlier()
{
    const int base = m_game.base() - int(Game::CheckpointInterval);
    auto earlier = resumeAt(base, m_game.base());
    if (!earlier)
        return earlier.error();
    if (earlier.value().battle() != m_game.battle())
        return Error{QStringLiteral("snapshot"), tr("The battle kept after action %1 of this game does not match "
                                                    "its actions: the database is damaged.")
                                                     .arg(m_game.base())};
    m_game = std::move(earlier).value();
    // Pages from the new base on may change now that the game holds them.
    m_pages.removeIf([&](const Page &page) { return page.first >= m_game.base(); });
    return std::nullopt;
}

const GameSession::Page *GameSession::pageOf(int index) const
{
    const int first = index / int(Game::CheckpointInterval) * int(Game::CheckpointInterval);
    auto page = std::find_if(m_pages.cbegin(), m_pages.cend(), [&](const Page &p) { return p.first == first; });
    if (page != m_pages.cend())
        return &*page;
    auto game = resumeAt(first, first + int(Game::CheckpointInterval));
    if (!game) {
        m_unreadable = PlayedAction{};
        m_unreadable.description = tr("(cannot be read: %1)").arg(game.error().message);
        return nullptr;
    }
    ++m_pagesRead;
    if (m_pages.size() == PagesKept)
        m_pages.removeFirst();
    m_pages.append(Page{first, game.value().actions(), game.value().played()});
    return &m_pages.constLast();
}

bool GameSession::hasRead(int index) const
{
    if (index >= m_game.base())
        return true;
    const int first = index / int(Game::CheckpointInterval) * int(Game::CheckpointInterval);
    return std::any_of(m_pages.cbegin(), m_pages.cend(), [&](const Page &p) { return p.first == first; });
}

const PlayedAction &GameSession::playedAt(int index) const
{
    if (index >= m_game.base())
        return m_game.playedAt(index);
    const Page *page = pageOf(index);
    return page ? page->played.at(index - page->first) : m_unreadable;
}

const GameAction *GameSession::actionAt(int index) const
{
    if (index >= m_game.base())
        return &m_game.actions().at(index - m_game.base());
    const Page *page = pageOf(index);
    return page ? &page->actions.at(index - page->first) : nullptr;
}

Result<QList<GameAction>> GameSession::allActions() const
{
    if (m_game.base() == 0)
        return m_game.actions();
    auto stored = m_store->actions(m_id, 1, m_game.base());
    if (!stored)
        return stored.error();
    QList<GameAction> actions;
    actions.reserve(m_game.actionCount());
    for (const StoredAction &s : stored.value()) {
        auto action = actionOf(s, m_id);
        if (!action)
            return action.error();
        actions.append(std::move(action).value());
    }
    actions += m_game.actions();
    return actions;
}

Result<QList<QDateTime>> GameSession::actionTimes(int first) const
{
    QList<QDateTime> times;
    if (first >= actionCount())
        return times;
    // Places count from 1; those up to actionCount() are in force, the undone ones come after them.
    auto stored = m_store->actions(m_id, std::max(first, 0) + 1, actionCount());
    if (!stored)
        return stored.error();
    times.reserve(stored.value().size());
    for (const StoredAction &action : stored.value())
        times.append(action.recorded);
    return times;
}

QByteArray GameSession::snapshotFor(int count, const Battle &after)
{
    return count % Game::CheckpointInterval == 0 ? BattleJson::write(after) : QByteArray();
}

QString GameSession::damageText() const
{
    if (!m_damage)
        return {};
    const LogDamage &d = *m_damage;
    const QString recorded = QLocale().toString(d.recorded.toLocalTime(), QLocale::ShortFormat);
    QString text =
        tr("Action %1 of this game (%2, recorded %3) no longer replays: %4").arg(d.seq).arg(d.kind, recorded, d.reason);
    text += QLatin1Char('\n') + QLatin1Char('\n');
    text += tr("The game is shown as it stood before it. That action and the %n after it are kept in the "
               "database as they are; if you play on, they are set aside there, never deleted.",
               nullptr, d.actionsKept - 1);
    return text;
}

std::optional<Error> GameSession::setDamageAside()
{
    if (!m_damage)
        return std::nullopt;
    auto moved = m_store->setAside(m_id, m_damage->seq, m_damage->reason);
    if (!moved)
        return moved.error();
    m_damage.reset();
    return std::nullopt;
}

Result<PreparedAction> GameSession::perform(const ActionInput &input, DiceSource &dice)
{
    auto prepared = m_game.prepare(input, dice);
    if (!prepared)
        return prepared.error();
    if (auto error = commit(prepared.value()))
        return *error;
    return prepared;
}

std::optional<Error> GameSession::commit(const PreparedAction &prepared)
{
    if (auto error = setDamageAside())
        return error;
    auto seq = m_store->append(m_id, ActionText::key(prepared.action.input), payloadOf(prepared.action),
                               snapshotFor(m_game.actionCount() + 1, prepared.after));
    if (!seq)
        return seq.error();
    m_game.accept(prepared);
    m_redoable.clear();
    return std::nullopt;
}

std::optional<Error> GameSession::undo()
{
    if (!canUndo())
        return Error{QStringLiteral("undo"), tr("There is nothing to undo.")};
    if (m_game.actions().isEmpty()) {
        if (auto error = holdEarlier())
            return error;
    }
    // The game is rebuilt first: if that failed the database would otherwise be ahead of the screen.
    // The game itself changes once the database has the undo, and in place: undoing a copy would
    // copy every action the game keeps.
    auto before = m_game.battleBeforeLast();
    if (!before)
        return before.error();
    if (auto error = setDamageAside())
        return error;
    auto seq = m_store->undo(m_id);
    if (!seq)
        return seq.error();
    m_redoable.prepend(m_game.actions().constLast());
    m_game.takeBackLast(std::move(before).value());
    // Holding the last action again keeps it at hand for the history and the next undo. Should the
    // page not read, the undo is still done: the next undo tries again, and says why it cannot.
    if (m_game.actions().isEmpty() && m_game.base() > 0)
        (void)holdEarlier();
    return std::nullopt;
}

std::optional<Error> GameSession::redo()
{
    if (!canRedo())
        return Error{QStringLiteral("redo"), tr("There is nothing to redo.")};
    auto after = m_game.prepareRecorded(m_redoable.constFirst());
    if (!after)
        return after.error();
    if (auto error = setDamageAside())
        return error;
    auto seq = m_store->redo(m_id, snapshotFor(m_game.actionCount() + 1, after.value().after));
    if (!seq)
        return seq.error();
    m_game.accept(std::move(after).value());
    m_redoable.removeFirst();
    return std::nullopt;
}

} // namespace wm
