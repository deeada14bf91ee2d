// SPDX-License-Identifier: GPL-3.0-or-later
#include "battle.h"

#include "core/rules/endofphase.h"
#include "core/rules/magic.h"
#include "core/rules/unitchecks.h"

namespace wm {

Result<Battle> Battle::start(const Ruleset &ruleset, const QList<Unit> &first, const QList<Unit> &second,
                             Side firstSide)
{
    QList<UnitId> seen;
    for (const QList<Unit> *army : {&first, &second}) {
        for (const Unit &u : *army) {
            if (seen.contains(u.id))
                return Error{QStringLiteral("units"), tr("Two units share the number %1.").arg(u.id)};
            seen.append(u.id);
            if (auto error = UnitChecks::valid(u, QStringLiteral("units")))
                return *error;
        }
    }
    Battle battle;
    battle.m_ruleset = ruleset;
    battle.m_armies = {first, second};
    battle.m_firstSide = firstSide;
    battle.m_activeSide = firstSide;
    battle.beginCommandPhase();
    return battle;
}

QString Battle::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Command:
        return tr("Command");
    case Phase::Shooting:
        return tr("Shooting");
    case Phase::Combat:
        return tr("Combat");
    }
    return {};
}

QString Battle::unitName(UnitId id) const
{
    const Unit *u = unit(id);
    return u ? u->fullName() : tr("unit %1").arg(id);
}

const Unit *Battle::general(Side side) const
{
    for (const Unit &u : m_armies[side]) {
        if (u.profile.type == UnitType::General)
            return &u;
    }
    return nullptr;
}

const Unit *Battle::unit(UnitId id) const
{
    for (const QList<Unit> &army : m_armies) {
        for (const Unit &u : army) {
            if (u.id == id)
                return &u;
        }
    }
    return nullptr;
}

Unit *Battle::find(UnitId id)
{
    // Non-const access on purpose: the armies are implicitly shared between copies of a battle, and
    // only non-const access gives this battle its own copy before a unit is changed.
    for (QList<Unit> &army : m_armies) {
        for (Unit &u : army) {
            if (u.id == id)
                return &u;
        }
    }
    return nullptr;
}

std::optional<Side> Battle::sideOf(UnitId id) const
{
    for (Side side : Side::both()) {
        for (const Unit &u : m_armies[side]) {
            if (u.id == id)
                return side;
        }
    }
    return std::nullopt;
}

std::optional<Error> Battle::update(const QList<Unit> &changed)
{
    for (const Unit &u : changed) {
        if (!unit(u.id))
            return Error{QStringLiteral("units"), tr("No unit number %1 in this battle.").arg(u.id)};
    }
    for (const Unit &u : changed)
        *find(u.id) = u;
    return std::nullopt;
}

Result<PhaseEnd> Battle::endPhase(DiceSource &dice, const QList<UnitId> &driveBackOrder)
{
    switch (m_phase) {
    case Phase::Command:
        return endCommandPhase();
    case Phase::Shooting:
        return endShootingPhase(dice, driveBackOrder);
    case Phase::Combat:
        return endCombatPhase();
    }
    return Error{QStringLiteral("phase"), tr("Unknown phase.")};
}

void Battle::beginCommandPhase()
{
    m_phase = Phase::Command;
    m_command = {};
    m_confusedAtCommandStart.clear();
    for (const Unit &u : m_armies[m_activeSide]) {
        if (u.state.isConfused())
            m_confusedAtCommandStart.append(u.id);
    }
}

PhaseEnd Battle::endCommandPhase()
{
    PhaseEnd end{Phase::Command, m_turn, m_activeSide, {}, {}, {}};
    for (QList<Unit> &army : m_armies) {
        for (Unit &u : army) {
            if (endCommandPhaseFor(u.state, m_confusedAtCommandStart.contains(u.id)))
                end.confusionCleared.append(u.id);
        }
    }
    m_command = {};
    m_phase = Phase::Shooting;
    return end;
}

Result<QList<Unit>> Battle::driveBackSequence(const QList<UnitId> &driveBackOrder) const
{
    QList<Unit> ordered;
    for (UnitId id : driveBackOrder) {
        const Unit *u = unit(id);
        if (!u)
            return Error{QStringLiteral("driveBackOrder"), tr("No unit number %1 in this battle.").arg(id)};
        if (!ordered.contains(*u))
            ordered.append(*u);
    }
    for (const QList<Unit> &army : m_armies) {
        for (const Unit &u : army) {
            if (!driveBackOrder.contains(u.id))
                ordered.append(u);
        }
    }
    return ordered;
}

QList<DriveBack> Battle::driveBacksBeforeDiceRunOut(DiceSource &dice, const QList<UnitId> &driveBackOrder) const
{
    const auto ordered = driveBackSequence(driveBackOrder);
    if (m_phase != Phase::Shooting || !ordered)
        return {};
    QList<DriveBack> done;
    const auto shooting = wm::endShootingPhase(ordered.value(), m_ruleset, dice, &done);
    return shooting ? shooting->driveBacks : done;
}

Result<PhaseEnd> Battle::endShootingPhase(DiceSource &dice, const QList<UnitId> &driveBackOrder)
{
    const auto ordered = driveBackSequence(driveBackOrder);
    if (!ordered)
        return ordered.error();
    auto shooting = wm::endShootingPhase(ordered.value(), m_ruleset, dice);
    if (!shooting)
        return shooting.error();
    update(shooting->units);
    m_phase = Phase::Combat;
    return PhaseEnd{Phase::Shooting, m_turn, m_activeSide, std::move(shooting).value(), {}, {}};
}

PhaseEnd Battle::endCombatPhase()
{
    PhaseEnd end{Phase::Combat, m_turn, m_activeSide, {}, {}, {}};
    for (QList<Unit> &army : m_armies) {
        for (Unit &u : army) {
            const TurnEndForUnit ended = endTurnFor(u.state, m_turn, m_activeSide);
            if (ended.hitsDiscarded > 0)
                end.discarded.append({u.id, u.displayName(), ended.hitsDiscarded});
            for (const SpellOnUnit &spell : ended.spellsEnded)
                end.spellsEnded.append({u.id, spell});
        }
    }
    m_activeSide = m_activeSide.opponent();
    if (m_activeSide == m_firstSide)
        ++m_turn;
    beginCommandPhase();
    return end;
}

const Spell *Battle::spell(Side side, const QString &name) const
{
    for (const Spell &s : m_spells[side]) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

QList<const Unit *> Battle::charactersJoining(UnitId unit) const
{
    QList<const Unit *> found;
    for (const QList<Unit> &army : std::as_const(m_armies)) {
        for (const Unit &u : army) {
            if (u.profile.isCharacter() && !u.state.isDestroyed() && u.state.joinedUnit == unit)
                found.append(&u);
        }
    }
    return found;
}

QList<UnitId> Battle::slayCharactersWithTheirUnits()
{
    // Read through the shared armies first: most actions slay no one, and changing a unit makes this
    // battle copy every unit of its army.
    QList<UnitId> slain;
    for (const QList<Unit> &army : std::as_const(m_armies)) {
        for (const Unit &u : army) {
            if (!u.profile.isCharacter() || u.state.isDestroyed() || !u.state.joinedUnit)
                continue;
            const Unit *joined = unit(*u.state.joinedUnit);
            if (joined && joined->state.isDestroyed())
                slain.append(u.id);
        }
    }
    for (UnitId id : std::as_const(slain))
        destroyUnit(find(id)->state, DestroyedBy::WithUnit);
    return slain;
}

} // namespace wm
