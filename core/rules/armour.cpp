// SPDX-License-Identifier: GPL-3.0-or-later
#include "armour.h"

#include "core/rules/itemeffects.h"
#include "core/rules/unit.h"

#include <algorithm>

namespace wm {

namespace {
constexpr int BestArmourScore = 3;
}

QList<Armour> Armour::all()
{
    QList<Armour> values{none()};
    for (int score = WorstSave; score >= BestSave; --score)
        values.append(saveOn(score));
    return values;
}

std::optional<Armour> Armour::parse(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("-") || t == QStringLiteral("\u2013") || t == QLatin1String("0"))
        return Armour::none();
    QString digits = t;
    if (digits.endsWith(QLatin1Char('+')))
        digits.chop(1);
    bool ok = false;
    const int score = digits.toInt(&ok);
    if (!ok)
        return std::nullopt;
    return Armour::saveOn(score);
}

Armour Armour::worsened(int steps) const
{
    if (!m_saveOn)
        return {};
    const int score = *m_saveOn + steps;
    return score > 6 ? Armour::none() : Armour::saveOn(score);
}

QString Armour::toString() const
{
    return m_saveOn ? tr("%1+").arg(*m_saveOn) : tr("none");
}

Armour armourOf(const Unit &unit)
{
    // Each spell's number is a limit or a save of its own, not a step: two spells of a kind do not
    // add up, the best of them counts.
    std::optional<int> betterUpTo;
    std::optional<int> magicSave;
    for (const SpellOnUnit &s : unit.state.spells) {
        if (s.aura)
            continue;
        if (s.state == SpellState::ArmourOneBetter)
            betterUpTo = std::min(betterUpTo.value_or(s.value), s.value);
        else if (s.state == SpellState::MagicSave)
            magicSave = std::min(magicSave.value_or(s.value), s.value);
    }
    Armour armour = unit.profile.armour;
    if (betterUpTo) {
        if (!armour.hasSave())
            armour = Armour::saveOn(6);
        else if (*armour.score() > *betterUpTo)
            armour = Armour::saveOn(std::max(*armour.score() - 1, *betterUpTo));
    }
    if (magicSave && (!armour.hasSave() || *magicSave < *armour.score()))
        armour = Armour::saveOn(*magicSave);
    // The Banner of Shielding: one better, none counting 6+, never better than 3+, until a stand is lost.
    if (itemWorks(unit, MagicItem::BannerOfShielding)) {
        if (!armour.hasSave())
            armour = Armour::saveOn(6);
        else if (*armour.score() > BestArmourScore)
            armour = Armour::saveOn(*armour.score() - 1);
    }
    return armour;
}

} // namespace wm
