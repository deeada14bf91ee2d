// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiletext.h"

#include "core/rules/pace.h"

#include <QStringList>

namespace wm {

QStringList ProfileText::fighting(const UnitProfile &profile)
{
    QStringList parts;
    if (profile.isCharacter()) {
        parts.append(tr("+%1 attacks").arg(profile.combatAttacks));
        if (profile.command)
            parts.append(tr("Command %1").arg(*profile.command));
    } else {
        parts.append(tr("Attacks %1").arg(profile.combatAttacks));
    }
    if (profile.shootingAttacks && profile.rangeCm)
        parts.append(tr("Shoots %1 at %2 cm").arg(*profile.shootingAttacks).arg(*profile.rangeCm));
    if (!profile.isCharacter()) {
        parts.append(tr("Hits %1").arg(profile.hits.value_or(1)));
        parts.append(profile.armour.hasSave() ? tr("Armour %1").arg(profile.armour.toString()) : tr("No armour"));
    }
    return parts;
}

QString ProfileText::line(const UnitProfile &profile, const Ruleset &ruleset)
{
    QStringList parts = fighting(profile);
    parts.append(tr("Move %1 cm").arg(fullPaceCm(profile, ruleset)));
    return parts.join(QStringLiteral(" · "));
}

QString ProfileText::line(const Unit &unit, const Ruleset &ruleset)
{
    QStringList parts = fighting(unit.profile);
    const PaceNow pace = paceNow(unit, ruleset);
    if (!pace.halved()) {
        parts.append(tr("Move %1 cm").arg(pace.orderedCm));
    } else if (pace.fortified) {
        parts.append(tr("Move %1 cm, fortified", "charging and evading stay at full pace").arg(pace.orderedCm));
    } else if (pace.spell) {
        parts.append(tr("Move %1 cm, by a spell").arg(pace.orderedCm));
    } else {
        parts.append(tr("Move %1 cm, no charge").arg(pace.orderedCm));
    }
    return parts.join(QStringLiteral(" · "));
}

QString ProfileText::ruleNames(const UnitProfile &profile)
{
    QStringList parts;
    if (!profile.rules.isEmpty()) {
        QStringList names;
        for (const SpecialRule &rule : profile.rules)
            names.append(rule.name);
        parts.append(tr("Rules: %1").arg(names.join(QStringLiteral(", "))));
    }
    // What it carries is used at the table like a rule: the players need it in sight.
    if (profile.magicItem)
        parts.append(tr("Magic item: %1").arg(MagicItemText::name(*profile.magicItem)));
    return parts.join(QStringLiteral(" · "));
}

QString ProfileText::rulesToolTip(const UnitProfile &profile)
{
    QStringList blocks;
    for (const SpecialRule &rule : profile.rules) {
        QString block =
            QStringLiteral("<p><b>%1</b>%2<br>%3")
                .arg(rule.name.toHtmlEscaped(), rule.armyWide ? tr(" (a rule of the whole army)") : QString(),
                     rule.summary().toHtmlEscaped());
        for (const QString &part : rule.handling(profile.traitValues))
            block += QStringLiteral("<br><i>%1</i>").arg(part.toHtmlEscaped());
        blocks.append(block + QStringLiteral("</p>"));
    }
    if (profile.magicItem)
        blocks.append(QStringLiteral("<p><b>%1</b>%2<br>%3</p>")
                          .arg(MagicItemText::name(*profile.magicItem).toHtmlEscaped(), tr(" (magic item)"),
                               MagicItemText::summary(*profile.magicItem).toHtmlEscaped()));
    return blocks.join(QString());
}

} // namespace wm
