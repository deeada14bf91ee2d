// SPDX-License-Identifier: GPL-3.0-or-later
#include "armiesdoc.h"

#include "core/rules/ruleset.h"

#include <algorithm>

namespace wm {

namespace {

// A table cell: pipes would end it, line breaks would end the row.
QString cell(QString text)
{
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString handlingCell(const SpecialRule &rule, const TraitValues &values)
{
    return cell(rule.handling(values).join(QStringLiteral("<br>")));
}

void ruleRows(QStringList &out, const QString &carrier, const QList<SpecialRule> &rules, const TraitValues &values)
{
    bool first = true;
    for (const SpecialRule &rule : rules) {
        if (rule.armyWide)
            continue;
        out.append(
            QStringLiteral("| %1 | %2 | %3 | %4 |")
                .arg(first ? cell(carrier) : QString(), cell(rule.name), cell(rule.note), handlingCell(rule, values)));
        first = false;
    }
}

bool hasOwnRules(const QList<SpecialRule> &rules)
{
    return std::any_of(rules.cbegin(), rules.cend(), [](const SpecialRule &r) { return !r.armyWide; });
}

// A cell that may have nothing to say.
QString cellOrDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("—") : cell(text);
}

void spellRows(QStringList &out, const QList<Spell> &spells)
{
    out.append(QString());
    out.append(ArmiesDoc::tr("Spells:"));
    out.append(QString());
    out.append(
        ArmiesDoc::tr("| Spell | Cast | Target | What it does | What wmassist applies | What the players apply |"));
    out.append(QStringLiteral("|---|---|---|---|---|---|"));
    for (const Spell &spell : spells) {
        out.append(QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                       .arg(cell(spell.name), cell(SpellText::rollAndRange(spell)), cell(SpellText::targeting(spell)),
                            cell(spell.summary), cellOrDash(SpellText::effects(spell).join(QStringLiteral("<br>"))),
                            cellOrDash(spell.playersApply)));
    }
}

} // namespace

QString ArmiesDoc::markdown(const QList<ArmyList> &lists)
{
    QStringList out;
    out.append(tr("# The armies' special rules"));
    out.append(QString());
    out.append(tr("Written by the `update_armies` target from the army lists in `resources/armies`; a test fails "
                  "when this file and the lists disagree, or when a rule is neither applied, asked nor shown. "
                  "Each rule's summary is wmassist's own. How wmassist handles it:"));
    out.append(QString());
    out.append(tr("- **Applied**: a trait the resolvers apply, with what it changes (a unit's card shows it). "
                  "Every applied rule has a test row naming it that pins what it applies "
                  "(tests/core/tst_appliedrules.cpp); a rule applied without one fails the tests."));
    out.append(tr("- **Asked**: the resolver named shows the rule to the players at that moment, and they answer "
                  "what only the table shows."));
    out.append(tr("- **Shown only**: on the unit's card (its tooltip), because it changes no number "
                  "wmassist keeps; the reason is given."));
    out.append(QString());
    out.append(tr("Each army's spells follow its rules: the roll to cast and the range, whom it is cast at, what "
                  "wmassist applies when it is cast, and what the players do themselves on the table."));

    // By name, however the lists were read, so the file is the same whichever way it is written.
    QList<const ArmyList *> sorted;
    for (const ArmyList &list : lists)
        sorted.append(&list);
    std::sort(sorted.begin(), sorted.end(), [](const ArmyList *a, const ArmyList *b) { return a->name < b->name; });

    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        out.append(QString());
        out.append(QStringLiteral("## %1").arg(Ruleset::name(ruleset)));
        for (const ArmyList *listed : std::as_const(sorted)) {
            const ArmyList &list = *listed;
            if (list.ruleset != ruleset)
                continue;
            out.append(QString());
            out.append(QStringLiteral("### %1").arg(list.name));
            if (!list.rules.isEmpty()) {
                out.append(QString());
                out.append(tr("Rules of the whole army:"));
                out.append(QString());
                out.append(tr("| Rule | What it does | How wmassist handles it | Units it concerns |"));
                out.append(QStringLiteral("|---|---|---|---|"));
                for (const SpecialRule &rule : list.rules) {
                    QStringList units;
                    for (const ArmyUnit &u : list.units) {
                        if (u.profile.rules.contains(rule))
                            units.append(u.name());
                    }
                    out.append(QStringLiteral("| %1 | %2 | %3 | %4 |")
                                   .arg(cell(rule.name), cell(rule.note), handlingCell(rule, {}),
                                        cell(units.join(QStringLiteral(", ")))));
                }
            }
            out.append(QString());
            out.append(tr("| Unit or upgrade | Rule | What it does | How wmassist handles it |"));
            out.append(QStringLiteral("|---|---|---|---|"));
            QStringList without;
            for (const ArmyUnit &u : list.units) {
                if (hasOwnRules(u.profile.rules))
                    ruleRows(out, u.name(), u.profile.rules, u.profile.traitValues);
                else
                    without.append(u.name());
            }
            for (const ArmyUpgrade &upgrade : list.upgrades) {
                if (hasOwnRules(upgrade.rules))
                    ruleRows(out, tr("%1 (upgrade)").arg(upgrade.name), upgrade.rules, upgrade.traitValues);
            }
            if (!without.isEmpty()) {
                out.append(QString());
                out.append(tr("No rules of their own: %1.").arg(without.join(QStringLiteral(", "))));
            }
            if (!list.spells.isEmpty())
                spellRows(out, list.spells);
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace wm
