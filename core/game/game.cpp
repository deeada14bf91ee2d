// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "core/armies/armylistfile.h"
#include "core/dice/diceerror.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/recordingdicesource.h"

namespace wm {

Ruleset GameSetup::rulesetAsPlayed() const
{
    Ruleset r = Ruleset::forId(ruleset);
    // Revision 3 reads the last row of Revolution's distance table as FACTS §1.4 does; a game begun
    // before replays with the reading it was played under.
    if (rulesRevision < 3 && r.orderDistancePenalty == OrderDistancePenalty::Per20CmOrPartTo80CmThenPerFull20Cm)
        r.orderDistancePenalty = OrderDistancePenalty::Per20CmOrPartBeyond20Cm;
    for (OptionalRule rule : optionalRules)
        r.apply(rule);
    return r;
}

Result<Battle> GameSetup::startBattle() const
{
    const QList<Unit> first = rosters[Side::first()].battleUnits(1);
    const QList<Unit> second = rosters[Side::second()].battleUnits(UnitId(first.size()) + 1);
    auto started = Battle::start(rulesetAsPlayed(), first, second, firstSide);
    if (!started)
        return started;
    Battle battle = std::move(started).value();
    battle.setMovesChecked(rulesRevision >= 2);
    for (Side side : Side::both()) {
        battle.setSpells(side, spellsOf(side));
        battle.setArmyKey(side, rosters[side].armyKey);
    }
    return battle;
}

QList<Spell> GameSetup::spellsOf(Side side) const
{
    if (!spells[side].isEmpty())
        return spells[side];
    const Roster &roster = rosters[side];
    return ArmyListFile::spells(roster.ruleset, roster.armyKey);
}

std::optional<Error> Game::checkRosters(const GameSetup &setup)
{
    for (OptionalRule rule : setup.optionalRules) {
        if (!Ruleset::optionalRules(setup.ruleset).contains(rule))
            return Error{
                QStringLiteral("optionalRules"),
                tr("%1 has no optional rule \u201c%2\u201d.").arg(Ruleset::name(setup.ruleset), Ruleset::name(rule))};
    }
    for (Side side : Side::both()) {
        if (setup.rosters[side].ruleset != setup.ruleset)
            return Error{QStringLiteral("rosters"),
                         tr("The roster %1 is for %2, but the game is played with %3.")
                             .arg(setup.rosters[side].name, Ruleset::name(setup.rosters[side].ruleset),
                                  Ruleset::name(setup.ruleset))};
    }
    return std::nullopt;
}

Result<Game> Game::start(const GameSetup &setup)
{
    if (auto error = checkRosters(setup))
        return *error;
    auto battle = setup.startBattle();
    if (!battle)
        return battle.error();
    Game game;
    game.m_setup = setup;
    game.m_start = battle.value();
    game.m_battle = battle.value();
    return game;
}

Result<Game> Game::replay(const GameSetup &setup, const QList<GameAction> &actions, const Progress &progress)
{
    auto game = start(setup);
    if (!game)
        return game.error();
    // Grown step by step, a list of 100,000 actions would be moved whole sixteen times.
    game.value().m_actions.reserve(actions.size());
    game.value().m_played.reserve(actions.size());
    game.value().m_checkpoints.reserve(actions.size() / CheckpointInterval);
    ProgressSteps steps(progress, actions.size());
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (auto error = game.value().redo(actions.at(i))) {
            const QString field = QStringLiteral("actions[%1]").arg(i);
            return Error{field, tr("%1: %2").arg(field, error->message)};
        }
        if (!steps.step())
            return cancelledError();
    }
    return game;
}

Result<Game> Game::resume(const GameSetup &setup, Battle atBase, int base, const QList<GameAction> &actions)
{
    if (base < 0 || base % CheckpointInterval != 0)
        return Error{
            QStringLiteral("base"),
            tr("A game resumes only after a multiple of %1 actions, not after %2.").arg(CheckpointInterval).arg(base)};
    if (auto error = checkRosters(setup))
        return *error;
    // The setup's battle is not made: the snapshot holds all of it, spells and checks included.
    Game game;
    game.m_setup = setup;
    game.m_base = base;
    game.m_start = atBase;
    game.m_battle = std::move(atBase);
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (auto error = game.redo(actions.at(i))) {
            const QString field = QStringLiteral("actions[%1]").arg(base + i);
            return Error{field, tr("%1: %2").arg(field, error->message)};
        }
    }
    return game;
}

const PlayedAction &Game::playedAt(int index) const
{
    Q_ASSERT(index >= m_base);
    return m_played.at(index - m_base);
}

QList<std::pair<int, Battle>> Game::checkpoints() const
{
    QList<std::pair<int, Battle>> kept;
    kept.reserve(m_checkpoints.size());
    for (qsizetype i = 0; i < m_checkpoints.size(); ++i)
        kept.append({m_base + int((i + 1) * CheckpointInterval), m_checkpoints.at(i)});
    return kept;
}

Result<PreparedAction> Game::prepare(const ActionInput &input, DiceSource &dice) const
{
    RecordingDiceSource recording(dice);
    Result<AppliedAction> applied = Error{};
    try {
        applied = ActionResolver::apply(m_battle, input, recording);
    } catch (const DiceError &error) {
        // A resolver that rolls outside its own error handling still never leaves half an action.
        return Error{QStringLiteral("dice"), error.message()};
    }
    if (!applied)
        return applied.error();
    AppliedAction done = std::move(applied).value();
    return PreparedAction{GameAction{input, recording.faces()}, ActionResolver::describe(m_battle, input),
                          std::move(done.after), std::move(done.outcome)};
}

QList<DiceRoll> playedRolls(const PlayedAction &played)
{
    QList<DiceRoll> rolls = played.discarded;
    rolls += outcomeRolls(played.outcome);
    return rolls;
}

void Game::accept(const PreparedAction &prepared)
{
    accept(PreparedAction(prepared));
}

void Game::accept(PreparedAction &&prepared)
{
    m_played.append(PlayedAction{std::move(prepared.description), m_battle.turn(), m_battle.activeSide(),
                                 m_battle.phase(), std::move(prepared.outcome), prepared.action.discarded});
    m_actions.append(std::move(prepared.action));
    m_battle = std::move(prepared.after);
    keepCheckpoint();
}

void Game::keepCheckpoint()
{
    if (m_actions.size() % CheckpointInterval == 0)
        m_checkpoints.append(m_battle);
}

Result<AppliedAction> Game::applyRecorded(const Battle &battle, const GameAction &action)
{
    ScriptedDiceSource dice;
    try {
        dice.append(action.dice);
    } catch (const DiceError &error) {
        return Error{QStringLiteral("dice"), error.message()};
    }
    Result<AppliedAction> applied = Error{};
    try {
        applied = ActionResolver::apply(battle, action.input, dice);
    } catch (const DiceError &error) {
        return Error{QStringLiteral("dice"), error.message()};
    }
    if (!applied)
        return applied.error();
    if (*dice.remaining() > 0)
        return Error{QStringLiteral("dice"), tr("Dice left over after the action: %1.").arg(*dice.remaining())};
    return applied;
}

Result<PreparedAction> Game::prepareRecorded(const GameAction &action) const
{
    auto applied = applyRecorded(m_battle, action);
    if (!applied)
        return applied.error();
    AppliedAction done = std::move(applied).value();
    return PreparedAction{action, ActionResolver::describe(m_battle, action.input), std::move(done.after),
                          std::move(done.outcome)};
}

std::optional<Error> Game::redo(const GameAction &action)
{
    auto prepared = prepareRecorded(action);
    if (!prepared)
        return prepared.error();
    accept(std::move(prepared).value());
    return std::nullopt;
}

std::optional<Error> Game::undoLast()
{
    auto before = battleBeforeLast();
    if (!before)
        return before.error();
    takeBackLast(std::move(before).value());
    return std::nullopt;
}

Result<Battle> Game::battleBeforeLast() const
{
    if (m_actions.isEmpty() && m_base > 0)
        return Error{QStringLiteral("actions"), tr("The actions before this one are not loaded.")};
    if (m_actions.isEmpty())
        return Error{QStringLiteral("actions"), tr("There is nothing to undo.")};
    // The checkpoint at or before the action, and the few actions between them.
    const qsizetype kept = m_actions.size() - 1;
    const qsizetype checkpoints = kept / CheckpointInterval;
    Battle battle = checkpoints == 0 ? m_start : m_checkpoints.at(checkpoints - 1);
    for (qsizetype i = checkpoints * CheckpointInterval; i < kept; ++i) {
        auto applied = applyRecorded(battle, m_actions.at(i));
        if (!applied)
            return applied.error();
        battle = std::move(applied.value().after);
    }
    return battle;
}

void Game::takeBackLast(Battle before)
{
    if (m_actions.isEmpty())
        return;
    // The actions kept keep what they did: an action's outcome depends only on the battle before it.
    m_actions.removeLast();
    m_played.removeLast();
    m_checkpoints.resize(m_actions.size() / CheckpointInterval);
    m_battle = std::move(before);
}

} // namespace wm
