// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/error.h"
#include "core/rules/command.h"
#include "core/rules/driveback.h"
#include "core/rules/phase.h"
#include "core/rules/ruleset.h"
#include "core/rules/side.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// What ending a phase did, for the summary and the log.
struct PhaseEnd
{
    Phase ended = Phase::Command;
    int turn = 1;
    Side side;
    std::optional<ShootingPhaseEnd> shooting; // drive backs and discarded hits
    QList<UnitId> confusionCleared;           // end of a Command phase
    QList<DiscardedHits> discarded;           // end of the Combat phase
    // Spells' states whose time was up at the end of the Combat phase, with the unit they were on.
    QList<std::pair<UnitId, SpellOnUnit>> spellsEnded{};

    bool operator==(const PhaseEnd &) const = default;
};

// Two armies on the table and where the game stands: turn, whose turn, phase. Sides take whole turns
// in turn, each Command -> Shooting -> Combat; ending a phase runs its housekeeping.
class Battle
{
    Q_DECLARE_TR_FUNCTIONS(Battle)

public:
    // An empty table with no armies; a battle to play comes from start().
    Battle() = default;

    // Checks both armies (valid units, ids unique across the table) and starts turn 1.
    static Result<Battle> start(const Ruleset &ruleset, const QList<Unit> &first, const QList<Unit> &second,
                                Side firstSide = Side::first());

    const Ruleset &ruleset() const { return m_ruleset; }
    int turn() const { return m_turn; }
    Side activeSide() const { return m_activeSide; }
    Phase phase() const { return m_phase; }
    static QString phaseName(Phase phase);

    const QList<Unit> &army(Side side) const { return m_armies[side]; }
    // The spells each army's wizards cast, as its list gave them when the game began.
    const QList<Spell> &spells(Side side) const { return m_spells[side]; }
    void setSpells(Side side, const QList<Spell> &spells) { m_spells[side] = spells; }
    const Spell *spell(Side side, const QString &name) const;
    // The key of the army list each army was built from ("tomb-kings"), as its roster gave it; empty
    // for an army typed in. A list rule against an army of a kind reads it (Zealots against Undead).
    const QString &armyKey(Side side) const { return m_armyKeys[side]; }
    void setArmyKey(Side side, const QString &key) { m_armyKeys[side] = key; }
    // The turn in which the opponent of `side` plays next: this one when `side` plays first, else
    // the next.
    int opponentsNextTurn(Side side) const { return side == m_firstSide ? m_turn : m_turn + 1; }
    const Unit *unit(UnitId id) const;
    // The side's General, slain or not, or nothing for an army typed in without one.
    const Unit *general(Side side) const;
    // The name a player reads for a unit: "Knights (2)"; "unit 7" for an id no longer on the table
    // (an old log's), so a sentence never reads with a gap.
    QString unitName(UnitId id) const;
    std::optional<Side> sideOf(UnitId id) const;

    // Whether charges, evades, advances, the order of orders and shots at chargers are checked
    // against the moves recorded, and characters slain with their units: off only for games begun
    // before those were recorded, so that they replay as they were played.
    bool movesChecked() const { return m_movesChecked; }
    void setMovesChecked(bool checked) { m_movesChecked = checked; }

    // The side whose player conceded the game, which ends it; nothing while it goes on.
    std::optional<Side> concededBy() const { return m_concededBy; }
    void setConcededBy(std::optional<Side> side) { m_concededBy = side; }

    const CommandPhaseState &commandPhase() const { return m_command; }
    void setCommandPhase(const CommandPhaseState &state) { m_command = state; }

    // Puts back units a resolver changed. All or nothing: an id not on the table changes nothing.
    std::optional<Error> update(const QList<Unit> &changed);

    // Characters whose unit was destroyed, however it went (combat, shooting, a rout, a mishap), are
    // slain with it (FACTS §6). Returns those slain now.
    QList<UnitId> slayCharactersWithTheirUnits();
    // The living characters who have joined the unit, in their army's order.
    QList<const Unit *> charactersJoining(UnitId unit) const;

    // Ends the current phase with its housekeeping and moves on to the next one. At the end of the
    // Shooting phase drive backs go in `driveBackOrder` first (the owners' choice), then in army order.
    Result<PhaseEnd> endPhase(DiceSource &dice, const QList<UnitId> &driveBackOrder = {});
    // In the Shooting phase: the drive backs done, in the order endPhase() does them, before `dice` run
    // out; the battle is not changed. A resolver waiting for the next unit's dice reports these.
    QList<DriveBack> driveBacksBeforeDiceRunOut(DiceSource &dice, const QList<UnitId> &driveBackOrder) const;

    // Every field alike: a battle undo rebuilds from a checkpoint must be the one a replay gives.
    bool operator==(const Battle &) const = default;

private:
    // A snapshot writes and reads every field, the private ones included (core/game/battlejson).
    friend struct BattleJson;

    Unit *find(UnitId id);
    PhaseEnd endCommandPhase();
    Result<PhaseEnd> endShootingPhase(DiceSource &dice, const QList<UnitId> &driveBackOrder);
    // The units in the order their drive backs are done: `driveBackOrder` first, then army order.
    Result<QList<Unit>> driveBackSequence(const QList<UnitId> &driveBackOrder) const;
    PhaseEnd endCombatPhase();
    void beginCommandPhase();

    Ruleset m_ruleset;
    PerSide<QList<Unit>> m_armies;
    PerSide<QList<Spell>> m_spells;
    PerSide<QString> m_armyKeys;
    Side m_firstSide;
    int m_turn = 1;
    Side m_activeSide;
    Phase m_phase = Phase::Command;
    CommandPhaseState m_command;
    bool m_movesChecked = true;
    // The active side's units confused when its Command phase began: they could not move in it, and
    // recover at its end.
    QList<UnitId> m_confusedAtCommandStart;
    // The side whose player conceded: the game is over (FACTS §8).
    std::optional<Side> m_concededBy;
};

} // namespace wm
