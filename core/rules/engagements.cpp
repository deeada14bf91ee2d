// SPDX-License-Identifier: GPL-3.0-or-later
#include "engagements.h"

#include <QHash>

#include <algorithm>

namespace wm {

namespace {

bool inAnEngagement(const Unit &u)
{
    return !u.profile.isCharacter() && !u.state.isDestroyed() && u.state.engaged;
}

// The engaged unit with its army, for walking the contacts.
struct Placed
{
    const Unit *unit = nullptr;
    Side army = Side::first();
};

} // namespace

bool Engagement::contains(UnitId unit) const
{
    return units[Side::first()].contains(unit) || units[Side::second()].contains(unit);
}

bool inContact(const Unit &a, const Unit &b)
{
    return inAnEngagement(a) && inAnEngagement(b) && a.state.engagedWith.contains(b.id) &&
           b.state.engagedWith.contains(a.id);
}

QList<Engagement> engagementsOf(const PerSide<QList<Unit>> &armies, Side active)
{
    // Every engaged unit, the active army's first: the engagements come out in that order.
    QList<Placed> engaged;
    QHash<UnitId, qsizetype> indexOf;
    for (Side army : {active, active.opponent()}) {
        for (const Unit &u : armies[army]) {
            if (!inAnEngagement(u))
                continue;
            indexOf.insert(u.id, engaged.size());
            engaged.append({&u, army});
        }
    }

    QList<Engagement> known;
    Engagement unknown;
    unknown.contactsUnknown = true;
    QList<bool> placed(engaged.size(), false);
    for (qsizetype start = 0; start < engaged.size(); ++start) {
        if (placed.at(start))
            continue;
        placed[start] = true;
        // Its component, walked through the contacts both units hold.
        QList<qsizetype> members{start};
        for (qsizetype next = 0; next < members.size(); ++next) {
            const Unit &u = *engaged.at(members.at(next)).unit;
            for (UnitId other : u.state.engagedWith) {
                const auto it = indexOf.constFind(other);
                if (it == indexOf.cend() || placed.at(*it) || !inContact(u, *engaged.at(*it).unit))
                    continue;
                placed[*it] = true;
                members.append(*it);
            }
        }
        if (members.size() == 1) {
            // No enemy it touches is known: the players set it against the others like it.
            const Placed &alone = engaged.at(start);
            unknown.units[alone.army].append(alone.unit->id);
            continue;
        }
        // In the order of `engaged`: each army's units in the army's own order.
        std::sort(members.begin(), members.end());
        Engagement e;
        int roundsFought = 0;
        for (qsizetype i : std::as_const(members)) {
            const Placed &p = engaged.at(i);
            e.units[p.army].append(p.unit->id);
            roundsFought = std::max(roundsFought, p.unit->state.combatRoundsThisPhase);
            e.fought = e.fought || (p.unit->state.inUnresolvedCombat && p.unit->state.combatRoundsThisPhase > 0);
        }
        e.round = roundsFought + 1;
        known.append(e);
    }
    QList<Engagement> result;
    for (const Engagement &e : std::as_const(known)) {
        if (!e.fought)
            result.append(e);
    }
    if (!unknown.units[Side::first()].isEmpty() || !unknown.units[Side::second()].isEmpty())
        result.append(unknown);
    for (const Engagement &e : std::as_const(known)) {
        if (e.fought)
            result.append(e);
    }
    return result;
}

std::optional<Engagement> engagementToFight(const QList<Engagement> &engagements, std::optional<UnitId> unit)
{
    if (unit) {
        for (const Engagement &e : engagements) {
            if (e.contains(*unit) && !e.fought)
                return e;
        }
    }
    for (const Engagement &e : engagements) {
        if (!e.fought)
            return e;
    }
    return std::nullopt;
}

} // namespace wm
