// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceroll.h"

#include <QStringList>

#include <algorithm>
#include <numeric>

namespace wm {

int DiceRoll::total() const
{
    if (kind == DiceKind::D3)
        return faces.isEmpty() ? 0 : d3FromFace(faces.constFirst());
    return std::accumulate(faces.cbegin(), faces.cend(), 0);
}

bool DiceRoll::readByTotal() const
{
    switch (purpose) {
    case RollPurpose::ToHit:
    case RollPurpose::ArmourSave:
    case RollPurpose::Damage:
    case RollPurpose::Confusion:
        return false;
    case RollPurpose::DriveBack:
    case RollPurpose::Order:
    case RollPurpose::Blunder:
    case RollPurpose::Malfunction:
    case RollPurpose::FallBack:
    case RollPurpose::Table:
    case RollPurpose::Amount:
    case RollPurpose::HomeBack:
    case RollPurpose::Other:
    case RollPurpose::Cast:
    case RollPurpose::Dispel:
    case RollPurpose::Spellbind:
        return true;
    }
    return true;
}

int DiceRoll::count(int face) const
{
    return int(std::count(faces.cbegin(), faces.cend(), face));
}

int DiceRoll::countAtLeast(int score) const
{
    return int(std::count_if(faces.cbegin(), faces.cend(), [score](int f) { return f >= score; }));
}

QString DiceRoll::facesText() const
{
    QStringList parts;
    parts.reserve(faces.size());
    for (int face : faces)
        parts.append(QString::number(face));
    return parts.join(QLatin1Char(' '));
}

QString DiceRoll::purposeName(RollPurpose purpose)
{
    switch (purpose) {
    case RollPurpose::ToHit:
        return tr("To hit");
    case RollPurpose::ArmourSave:
        return tr("Armour saves");
    case RollPurpose::DriveBack:
        return tr("Drive back");
    case RollPurpose::Order:
        return tr("Order");
    case RollPurpose::Blunder:
        return tr("Blunder");
    case RollPurpose::Malfunction:
        return tr("Malfunction");
    case RollPurpose::FallBack:
        return tr("Fall back");
    case RollPurpose::Table:
        return tr("Table");
    case RollPurpose::Amount:
        return tr("How many");
    case RollPurpose::Damage:
        return tr("Damage dice");
    case RollPurpose::HomeBack:
        return tr("Home back");
    case RollPurpose::Confusion:
        return tr("Confusion test");
    case RollPurpose::Cast:
        return tr("Casting");
    case RollPurpose::Dispel:
        return tr("Dispel");
    case RollPurpose::Spellbind:
        return tr("Spellbinding");
    case RollPurpose::Other:
        break;
    }
    return tr("Roll");
}

QString DiceRoll::title() const
{
    return subject.isEmpty() ? purposeName(purpose) : tr("%1 (%2)").arg(purposeName(purpose), subject);
}

QString DiceRoll::describe() const
{
    const QString marked = markName(mark);
    const QString what = marked.isEmpty() ? title() : tr("%1, %2").arg(title(), marked);
    if (faces.isEmpty())
        return tr("%1: no dice").arg(what);
    if (kind == DiceKind::D3)
        return tr("%1: %2 -> D3 %3").arg(what, facesText()).arg(total());
    return tr("%1: %2").arg(what, facesText());
}

QString DiceRoll::markName(RollMark mark)
{
    switch (mark) {
    case RollMark::ReRolled:
        return tr("re-rolled");
    case RollMark::ReRoll:
        return tr("re-roll");
    case RollMark::Discarded:
        return tr("discarded");
    case RollMark::Counted:
        break;
    }
    return {};
}

QString DiceRequest::title() const
{
    return DiceRoll{purpose, subject, kind, {}}.title();
}

QString DiceRequest::diceText() const
{
    switch (kind) {
    case DiceKind::D3:
        return tr("1 die, halved: 1-2 is 1, 3-4 is 2, 5-6 is 3");
    case DiceKind::TwoD6:
        return tr("2 dice, added");
    case DiceKind::D6:
    case DiceKind::ND6:
        break;
    }
    return count == 1 ? tr("1 die") : tr("%1 dice").arg(count);
}

} // namespace wm
