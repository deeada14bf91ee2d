// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruletext.h"

#include <QList>
#include <QRegularExpression>

#include <utility>

namespace wm::RuleText {

namespace {

QRegularExpression phrase(const char *pattern)
{
    return QRegularExpression(QString::fromUtf8(pattern), QRegularExpression::CaseInsensitiveOption);
}

// Curly quotes and odd spaces differ from list to list; the phrases are written with plain ones.
QString plain(const QString &text)
{
    QString t = text;
    t.replace(QChar(0x2019), QLatin1Char('\''));
    t.replace(QChar(0x2018), QLatin1Char('\''));
    t.replace(QChar(0x2013), QLatin1Char('-'));
    t.replace(QChar(0x00A0), QLatin1Char(' '));
    return t.simplified();
}

const QList<std::pair<Trait, QRegularExpression>> &phrases()
{
    static const QList<std::pair<Trait, QRegularExpression>> all{
        {Trait::AllRoundVision, phrase("360 ?\u00B0|shoot all a?round|shoot (from any edge|to the side or behind|"
                                       "behind or to the side)|line of sight from (all|any) (exposed )?edges?")},
        {Trait::NoDriveBack,
         phrase("(cannot|can't|never) be driven back|(do not|don't|never) rolls? for drive ?backs")},
        {Trait::AlwaysDefended, phrase("always counts? as defended")},
        {Trait::ArmourPiercing,
         phrase("armou?r values? (counts? )?(as )?one worse|-\\s?1 penalty (for|to) their armou?r|"
                "armou?r saving throws suffer a -\\s?1|-1 armou?r value|"
                "armou?r save with a minus 1|armou?r with a -1")},
        {Trait::NoArmourSave, phrase("no armou?r (roll|save)s? (is|are) (made|allowed)")},
        {Trait::Flyer,
         phrase("\\b(can|able to|allowing (the \\w+ )?to|allow (the \\w+ )?to|enabling the stand to) fly\\b|"
                "flying (machine|chariot mount)|ability of flying|which flies")},
        // "Unaffected by enemies that cause terror" is the opposite of causing it.
        {Trait::CausesTerror, phrase("(?<!that )(?<!which )\\bcaus(e|es|ing) (terror|fear)")},
        {Trait::MalfunctionsOnDoubleSix, phrase("malfunction")},
        {Trait::DestroyedIfRetreating, phrase("(?<!not )destroyed if (it is )?forced to retreat|"
                                              "forced to retreat from combat it is (also )?destroyed")},
        {Trait::IgnoresTerror, phrase("immune to terror|unaffected by (enemy|enemies) that causes? terror|"
                                      "unaffected by terror|(ignore|unaffected by) the -1 (attack|combat) "
                                      "(penalty|modifier) (in combat )?for fighting terrifying")},
        {Trait::NeverConfused, phrase("cannot (become|be) (driven back or )?confused|ignore confusion|"
                                      "unaffected by the confusion rule")},
        {Trait::Regenerates, phrase("\\bregenerat")},
        {Trait::ShootingBonus, phrase("\\+1 to (their|its) dice rolls? when making shooting")},
        {Trait::ChargesLikeMonster, phrase("same way as (chariots and monsters|monsters and chariots)")},
        {Trait::GivesNoOrders, phrase("\\bcannot give orders(?! to)")},
        {Trait::NoChargeBonus, phrase("receives? no bonus attack modifier for (doing so|charging)|"
                                      "no \\+1 attacks? for charging")},
    };
    return all;
}

} // namespace

Traits traits(const QString &text)
{
    const QString t = plain(text);
    Traits found;
    for (const auto &[trait, expression] : phrases()) {
        if (expression.match(t).hasMatch())
            found |= trait;
    }
    return found;
}

std::optional<int> fullPaceCm(const QString &text)
{
    static const QRegularExpression move =
        phrase("\\bmoves? (up to )?(?<cm>\\d+) ?cm|has a move of (?<cm2>\\d+) ?cm|movement rate is (?<cm3>\\d+) ?cm");
    const QRegularExpressionMatch m = move.match(plain(text));
    if (!m.hasMatch())
        return std::nullopt;
    for (const char *group : {"cm", "cm2", "cm3"}) {
        const QString captured = m.captured(QString::fromLatin1(group));
        if (!captured.isEmpty())
            return captured.toInt();
    }
    return std::nullopt;
}

bool forbidsMagicItems(const QString &text)
{
    static const QRegularExpression none =
        phrase("\\b(cannot|can not|can't|may not) (be given|have|take|carry) (any |a )?magic items?\\b");
    return none.match(plain(text)).hasMatch();
}

} // namespace wm::RuleText
