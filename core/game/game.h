// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/actionresolver.h"
#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/game/playedlog.h"
#include "core/progress.h"
#include "core/roster/roster.h"
#include "core/rules/side.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wm {

class DiceSource;

// What a game starts from: the ruleset, the two players and their rosters as they were at the
// start, and who takes the first turn.
struct GameSetup
{
    RulesetId ruleset = RulesetId::Warmaster;
    PerSide<QString> players;
    // Each player's colour on screen, "#rrggbb"; empty for the app's own choice.
    PerSide<QString> colours;
    PerSide<Roster> rosters;
    // The spells of each army's wizards, from its list when the game began. Games begun before they
    // were kept have none, and take them from the army's list as it is now.
    PerSide<QList<Spell>> spells;
    Side firstSide;
    // Which rules the game was played under: games begun before charges, evades and the order of
    // orders were recorded (1) replay without those checks, and games begun before revision 3 count
    // Revolution's order distance past 80 cm in bands of 20 cm or part, as they were played; every
    // new game gets the current revision.
    int rulesRevision = CurrentRulesRevision;
    static constexpr int CurrentRulesRevision = 3;
    // The ruleset's optional rules the players chose when the game began (Ruleset::optionalRules).
    QList<OptionalRule> optionalRules;

    // The game's ruleset as its revision plays it.
    Ruleset rulesetAsPlayed() const;

    // The spells the side's wizards know: those kept with the game, else (a game from before they
    // were kept, or a file without them) its army list's as it is now.
    QList<Spell> spellsOf(Side side) const;
    // The battle before any action: the first roster's units numbered from 1, the second's after them.
    Result<Battle> startBattle() const;

    bool operator==(const GameSetup &) const = default;
};

// An action resolved but not yet part of the game: it is stored first, then accepted.
struct PreparedAction
{
    GameAction action;
    QString description;
    Battle after;
    ActionOutcome outcome;
};

// What one action of the game did, for the history, the dice log and the phase summaries.
struct PlayedAction
{
    QString description; // "Shooting at Knights"
    int turn = 1;        // when it was done
    Side side;           // whose turn it was
    Phase phase = Phase::Command;
    ActionOutcome outcome;       // the resolver's result, every roll in it
    QList<DiceRoll> discarded{}; // rolls thrown away before the action was applied (GameAction::discarded)

    bool operator==(const PlayedAction &) const = default;
};

// Every roll of a played action in the order rolled: the discarded ones, then those of its outcome.
QList<DiceRoll> playedRolls(const PlayedAction &played);

// A game: its setup and the actions done so far. The battle on screen is always the setup's battle
// with every action applied in order, so replaying the same actions gives the same battle.
//
// A game may hold only its latest actions: one resumed from a snapshot of the battle after its first
// base() actions holds those after them, and knows the earlier ones only by their count. Whoever
// keeps the whole log (GameSession) reads the earlier ones when they are asked for.
class Game : public PlayedLog
{
    Q_DECLARE_TR_FUNCTIONS(Game)

public:
    static Result<Game> start(const GameSetup &setup);
    // The game after these actions, each done again with its own dice. An action that no longer
    // applies, or whose dice are too few or too many, is an error naming it ("actions[3]"). Told
    // to `progress` as it goes; cancelled there, it is cancelledError().
    static Result<Game> replay(const GameSetup &setup, const QList<GameAction> &actions, const Progress &progress = {});
    // The game after `base` actions, whose battle `atBase` is after them (a snapshot), and then these
    // actions, each done again with its own dice. `base` is a multiple of CheckpointInterval, so the
    // checkpoints fall where they would in a game that held every action.
    static Result<Game> resume(const GameSetup &setup, Battle atBase, int base, const QList<GameAction> &actions);

    const GameSetup &setup() const override { return m_setup; }
    const Battle &battle() const override { return m_battle; }
    // The actions held: every action of a game started or replayed, those after base() of one resumed.
    const QList<GameAction> &actions() const { return m_actions; }
    // What each action held did, in the same order as actions().
    const QList<PlayedAction> &played() const { return m_played; }
    // How many actions come before those held; 0 unless the game was resumed from a snapshot.
    int base() const { return m_base; }
    // Every action of the game, held or not.
    int actionCount() const override { return m_base + int(m_actions.size()); }
    // An action held: `index` is at least base().
    const PlayedAction &playedAt(int index) const override;
    // The battle after each multiple of CheckpointInterval among the actions held, with how many
    // actions of the game it comes after: the snapshots the database keeps.
    QList<std::pair<int, Battle>> checkpoints() const;

    // Resolves an action with dice from `dice`, recording every face; the game is not changed.
    Result<PreparedAction> prepare(const ActionInput &input, DiceSource &dice) const;
    // Makes a prepared action part of the game. It must have been prepared on the game as it is.
    void accept(const PreparedAction &prepared);
    void accept(PreparedAction &&prepared);
    // A recorded action done again with exactly its own dice, prepared as prepare() does a new one:
    // the game is not changed until it is accepted.
    Result<PreparedAction> prepareRecorded(const GameAction &action) const;
    // Does a recorded action again with its own dice (redo, replay).
    std::optional<Error> redo(const GameAction &action);
    // Takes back the last action; the battle is rebuilt from the nearest checkpoint before it, so an
    // undo costs the same however long the game. A resumed game cannot take back an action it does not
    // hold: it says so, and is not changed.
    std::optional<Error> undoLast();
    // undoLast() in two halves, for a caller with a step between them that may fail (GameSession
    // writes the undo to the database): the battle before the last action, the game not changed;
    // then the last action taken back, with that battle.
    Result<Battle> battleBeforeLast() const;
    void takeBackLast(Battle before);

    // The battle is kept every this many actions. An undo replays fewer actions than this (a few
    // microseconds each in a release build: well under a millisecond in all), and a checkpoint holds
    // its own copy of the units (some 20 KB for two armies of 20), little beside what this many
    // played actions keep (their outcomes carry units too).
    static constexpr qsizetype CheckpointInterval = 64;

    // Applies a recorded action to a battle with exactly its own dice.
    static Result<AppliedAction> applyRecorded(const Battle &battle, const GameAction &action);

private:
    Game() = default;
    static std::optional<Error> checkRosters(const GameSetup &setup);
    // After an action is added: keeps the battle when the actions reach a multiple of the interval.
    void keepCheckpoint();

    GameSetup m_setup;
    int m_base = 0;
    // The battle after the first m_base actions: the setup's battle for a game that holds them all.
    Battle m_start;
    Battle m_battle;
    QList<GameAction> m_actions;
    QList<PlayedAction> m_played;
    // m_checkpoints[i] is the battle after the first m_base + (i + 1) * CheckpointInterval actions.
    QList<Battle> m_checkpoints;
};

} // namespace wm
