// SPDX-License-Identifier: GPL-3.0-or-later
#include "statejson.h"

#include "core/enumkeys.h"
#include "core/rules/endofbattle.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace wm {

namespace {

QJsonValue keyOrNull(const QString &key)
{
    return key.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(key);
}

QJsonObject unitState(const Unit &u)
{
    const UnitState &s = u.state;
    QJsonObject o;
    o.insert(QStringLiteral("id"), u.id);
    o.insert(QStringLiteral("name"), u.profile.name);
    o.insert(QStringLiteral("label"), u.label);
    o.insert(QStringLiteral("stands"), u.profile.stands);
    o.insert(QStringLiteral("standsLeft"), s.standsLeft);
    o.insert(QStringLiteral("positions"), QJsonObject{{QStringLiteral("open"), s.positions.open},
                                                      {QStringLiteral("defended"), s.positions.defended},
                                                      {QStringLiteral("fortified"), s.positions.fortified}});
    o.insert(QStringLiteral("hits"), s.hitsAccumulated);
    o.insert(QStringLiteral("carriedHits"), s.hitsCarriedIntoCombat);
    o.insert(QStringLiteral("confused"), s.isConfused());
    o.insert(QStringLiteral("confusion"), keyOrNull(s.confusion ? enumKey(*s.confusion) : QString()));
    o.insert(QStringLiteral("engaged"), s.engaged);
    o.insert(QStringLiteral("destroyed"), s.isDestroyed());
    o.insert(QStringLiteral("destroyedBy"), keyOrNull(s.destroyed ? enumKey(*s.destroyed) : QString()));
    return o;
}

} // namespace

QJsonObject StateJson::toJson(const Game &game)
{
    const Battle &battle = game.battle();
    const GameSetup &setup = game.setup();
    QJsonArray players;
    for (Side side : Side::both()) {
        QJsonArray units;
        for (const Unit &u : battle.army(side))
            units.append(unitState(u));
        const ArmyLosses losses = armyLosses(battle.army(side));
        players.append(QJsonObject{{QStringLiteral("name"), setup.players[side]},
                                   {QStringLiteral("roster"), setup.rosters[side].name},
                                   {QStringLiteral("breakPoint"), losses.breakPoint},
                                   {QStringLiteral("unitsLost"), losses.halvesLost / 2.0},
                                   {QStringLiteral("withdraws"), losses.withdraws()},
                                   {QStringLiteral("units"), units}});
    }
    return QJsonObject{{QStringLiteral("format"), FormatVersion},
                       {QStringLiteral("kind"), QStringLiteral("wmassist/state")},
                       {QStringLiteral("ruleset"), enumKey(setup.ruleset)},
                       {QStringLiteral("actions"), game.actions().size()},
                       {QStringLiteral("turn"), battle.turn()},
                       {QStringLiteral("activePlayer"), battle.activeSide().index()},
                       {QStringLiteral("phase"), enumKey(battle.phase())},
                       {QStringLiteral("players"), players}};
}

QByteArray StateJson::write(const Game &game)
{
    return QJsonDocument(toJson(game)).toJson(QJsonDocument::Indented);
}

} // namespace wm
