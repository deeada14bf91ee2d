// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include "core/game/actionjson.h"
#include "core/game/gamejson.h"

#include <QJsonDocument>
#include <QLocale>

namespace wm {

namespace {

QByteArray payloadOf(const GameAction &action)
{
    return QJsonDocument(ActionJson::toJson(action)).toJson(QJsonDocument::Compact);
}

Result<GameAction> actionOf(const StoredAction &stored, GameId game)
{
    const JsonReader r(GameSession::tr("game %1, action %2").arg(game).arg(stored.seq));
    return r.read<GameAction>([&] { return ActionJson::fromJson(r, r.document(stored.payload), QString()); });
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

Result<GameSession> GameSession::import(GameStore &store, const Game &game)
{
    QList<std::pair<QString, QByteArray>> actions;
    for (const GameAction &action : game.actions())
        actions.append({ActionText::key(action.input), payloadOf(action)});
    auto id = store.createGame(enumKey(game.setup().ruleset), GameJson::writeSetup(game.setup()), actions);
    if (!id)
        return id.error();
    return GameSession(store, id.value(), game);
}

Result<GameSession> GameSession::open(GameStore &store, GameId id)
{
    auto content = store.gameContent(id);
    if (!content)
        return content.error();
    auto setup = GameJson::readSetup(content.value(), tr("game %1").arg(id));
    if (!setup)
        return setup.error();
    auto stored = store.actions(id);
    if (!stored)
        return stored.error();
    auto game = Game::start(setup.value());
    if (!game)
        return game.error();
    GameSession session(store, id, std::move(game).value());
    const QList<StoredAction> &log = stored.value();
    for (qsizetype i = 0; i < log.size(); ++i) {
        const StoredAction &s = log.at(i);
        std::optional<QString> broken;
        auto action = actionOf(s, id);
        if (!action)
            broken = action.error().message;
        else if (s.undone)
            session.m_redoable.append(action.value());
        else if (auto error = session.m_game.redo(action.value()))
            broken = error->message;
        if (broken) {
            session.m_damage = LogDamage{s.seq, s.kind, s.recorded, *broken, int(log.size() - i)};
            break;
        }
    }
    return session;
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
    auto seq = m_store->append(m_id, ActionText::key(prepared.action.input), payloadOf(prepared.action));
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
    auto seq = m_store->redo(m_id);
    if (!seq)
        return seq.error();
    m_game.accept(std::move(after).value());
    m_redoable.removeFirst();
    return std::nullopt;
}

} // namespace wm
