// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A long game for the benchmarks: two armies of 20 units, and a player that plays them turn after
// turn with the app's dice until the game has a given number of actions.

#include "tests/core/testgames.h"

#include "core/dice/randomdicesource.h"

#include <QMap>
#include <QRandomGenerator>

#include <optional>

namespace wm::bench {

using namespace wm::test;

inline Roster army(const QString &name, const QString &shooterName)
{
    Roster r;
    r.name = name;
    r.ruleset = RulesetId::Warmaster;
    r.pointsLimit = 2000;
    UnitProfile shooters = archers();
    shooters.name = shooterName;
    r.units = {rosterUnit(empireGeneral(), 125), rosterUnit(empireHero(), 80)};
    for (int i = 0; i < 4; ++i)
        r.units.append(rosterUnit(shooters, 55));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(bowmen(), 55));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(handgunners(), 65));
    for (int i = 0; i < 3; ++i)
        r.units.append(rosterUnit(knights(), 110));
    for (int i = 0; i < 4; ++i)
        r.units.append(rosterUnit(halberdiers(), 45));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(dwarfWarriors(), 110));
    r.units.append(rosterUnit(flagellants(), 70));
    return r;
}

inline GameSetup twentyUnitsASide()
{
    GameSetup setup;
    setup.ruleset = RulesetId::Warmaster;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    setup.rosters = {army(QStringLiteral("Reikland"), QStringLiteral("Archers")),
                     army(QStringLiteral("Border"), QStringLiteral("Crossbowmen"))};
    return setup;
}

// Plays a game the way players do, turn after turn, with dice rolled by the app: orders until a
// character fails, every shooter at a living enemy, the odd spell, drive backs, and corrections in
// the Combat phase. Every action is resolved by the game itself, so each one recorded is valid;
// what the rules refuse (an order after a failed one) is skipped, as the app would refuse it.
class Player
{
public:
    Player(Game game, int actions)
        : m_game(std::move(game))
        , m_actions(actions)
        , m_rng(20261121)
        , m_dice(&m_rng)
    {
    }

    const Game &game() const { return m_game; }
    // One more action beyond the game's length, with the player's dice; false when the rules refuse it.
    bool playOnce(const ActionInput &input)
    {
        auto prepared = m_game.prepare(input, m_dice);
        if (prepared)
            m_game.accept(prepared.value());
        return bool(prepared);
    }
    int refused() const { return m_refused; }
    const QMap<QString, int> &kinds() const { return m_kinds; }

    void play()
    {
        while (!full()) {
            switch (m_game.battle().phase()) {
            case Phase::Command:
                commandPhase();
                break;
            case Phase::Shooting:
                shootingPhase();
                break;
            case Phase::Combat:
                combatPhase();
                break;
            }
            perform(EndPhaseAction{});
        }
    }

private:
    bool full() const { return m_game.actions().size() >= m_actions; }

    bool perform(const ActionInput &input)
    {
        if (full())
            return false;
        auto prepared = m_game.prepare(input, m_dice);
        if (!prepared) {
            ++m_refused;
            return false;
        }
        m_game.accept(prepared.value());
        ++m_kinds[ActionText::key(input)];
        return true;
    }

    Side side() const { return m_game.battle().activeSide(); }

    QList<const Unit *> living(Side army, bool characters) const
    {
        QList<const Unit *> units;
        for (const Unit &u : m_game.battle().army(army)) {
            if (!u.state.isDestroyed() && u.profile.isCharacter() == characters)
                units.append(&u);
        }
        return units;
    }

    // Either side, at random.
    Side anySide() { return m_rng.bounded(2) == 0 ? Side::first() : Side::second(); }

    std::optional<UnitId> anyLiving(Side army)
    {
        const QList<const Unit *> units = living(army, false);
        if (units.isEmpty())
            return std::nullopt;
        return units.at(m_rng.bounded(int(units.size())))->id;
    }

    void commandPhase()
    {
        QList<UnitId> characters;
        for (const Unit *c : living(side(), true))
            characters.append(c->id);
        for (UnitId character : std::as_const(characters)) {
            const int orders = 1 + m_rng.bounded(4);
            for (int i = 0; i < orders; ++i) {
                const QList<const Unit *> units = living(side(), false);
                if (units.isEmpty())
                    return;
                // Now and then a brigade of two neighbours in the line.
                const qsizetype first = m_rng.bounded(int(units.size()));
                QList<UnitId> ordered{units.at(first)->id};
                if (m_rng.bounded(8) == 0 && first + 1 < units.size())
                    ordered.append(units.at(first + 1)->id);
                const OrderAction order{
                    character,   ordered, 5 + m_rng.bounded(40), m_rng.bounded(4) == 0, m_rng.bounded(8) == 0,
                    std::nullopt};
                // A failed order leaves the character's next ones refused: he is done.
                if (!perform(order))
                    break;
            }
        }
    }

    void shootingPhase()
    {
        QList<const Unit *> shooters;
        for (const Unit *u : living(side(), false)) {
            if (u->profile.shootingAttacks)
                shooters.append(u);
        }
        QList<std::pair<UnitId, int>> shots;
        for (const Unit *u : std::as_const(shooters))
            shots.append({u->id, u->state.standsLeft});
        for (const auto &[unit, stands] : std::as_const(shots)) {
            const auto target = anyLiving(side().opponent());
            if (!target)
                return;
            ShootAction shoot;
            shoot.shooters = {ShooterInput{unit, stands, 0, std::nullopt, false, std::nullopt}};
            shoot.target = *target;
            perform(shoot);
        }
        // A spell's hits, which drive back like shooting hits.
        if (m_rng.bounded(3) == 0) {
            if (const auto target = anyLiving(side().opponent()))
                perform(StrikeHitsAction{*target, 1 + m_rng.bounded(3), true});
        }
    }

    void combatPhase()
    {
        // Units that went are put back, as fresh units coming on would be: the table stays full, so
        // every later action works on a battle of 40 units as a long game's do.
        QList<CorrectionAction> putBack;
        for (Side army : Side::both()) {
            for (const Unit &u : m_game.battle().army(army)) {
                if (!u.state.isDestroyed())
                    continue;
                CorrectionAction back;
                back.unit = u.id;
                back.destroyed = false;
                back.positions = StandPositions{u.profile.stands, 0, 0};
                back.hits = 0;
                putBack.append(back);
            }
        }
        for (const CorrectionAction &back : std::as_const(putBack))
            perform(back);
        // A unit moved into or out of cover.
        if (const auto moved = anyLiving(anySide())) {
            const int stands = m_game.battle().unit(*moved)->state.standsLeft;
            const int defended = m_rng.bounded(stands + 1);
            CorrectionAction cover;
            cover.unit = *moved;
            cover.positions = StandPositions{stands - defended, defended, 0};
            perform(cover);
        }
        // Hits from a scenario rule.
        if (m_rng.bounded(4) == 0) {
            if (const auto target = anyLiving(anySide()))
                perform(StrikeHitsAction{*target, 1, false});
        }
    }

    Game m_game;
    int m_actions = 0;
    QRandomGenerator m_rng;
    RandomDiceSource m_dice;
    int m_refused = 0;
    QMap<QString, int> m_kinds;
};

} // namespace wm::bench
