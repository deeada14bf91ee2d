// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylist.h"

namespace wm {

QString UpgradeKindText::name(UpgradeKind kind)
{
    switch (kind) {
    case UpgradeKind::Mount:
        return tr("Mount");
    case UpgradeKind::Magic:
        return tr("Magic");
    case UpgradeKind::Other:
        return tr("Other");
    }
    return {};
}

namespace {

template <typename T, typename Pred>
const T *findIn(const QList<T> &items, Pred pred)
{
    for (const T &item : items) {
        if (pred(item))
            return &item;
    }
    return nullptr;
}

} // namespace

const ArmyUnit *ArmyList::unit(const QString &id) const
{
    return findIn(units, [&id](const ArmyUnit &u) { return u.id == id; });
}

const ArmyUnit *ArmyList::unitByName(const QString &unitName) const
{
    return findIn(units, [&unitName](const ArmyUnit &u) { return u.profile.name == unitName; });
}

const ArmyUnit *ArmyList::unitByOrder(int order) const
{
    return findIn(units, [order](const ArmyUnit &u) { return u.order == order; });
}

const ArmyUpgrade *ArmyList::upgrade(const QString &id) const
{
    return findIn(upgrades, [&id](const ArmyUpgrade &u) { return u.id == id; });
}

const ArmyUpgrade *ArmyList::upgradeByName(const QString &upgradeName) const
{
    return findIn(upgrades, [&upgradeName](const ArmyUpgrade &u) { return u.name == upgradeName; });
}

const ArmyUpgrade *ArmyList::upgradeByOrder(int order) const
{
    return findIn(upgrades, [order](const ArmyUpgrade &u) { return u.order == order; });
}

const Spell *ArmyList::spell(const QString &spellName) const
{
    return findIn(spells, [&spellName](const Spell &s) { return s.name == spellName; });
}

QString ArmyList::slug(const QString &name)
{
    QString slug;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
            slug += c;
        else if ((c.isSpace() || c == QLatin1Char('-')) && !slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
        // Any other punctuation is dropped, so "Ronin & Monks" reads "ronin-monks".
    }
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug;
}

QString ArmyList::unitId(const QString &armyKey, const QString &name)
{
    return armyKey + QLatin1Char(':') + slug(name);
}

QString ArmyList::upgradeId(const QString &armyKey, const QString &name)
{
    // Upgrades get their own part of the id: a swap upgrade is often named like the unit it swaps to.
    return armyKey + QLatin1String(":upgrade:") + slug(name);
}

QString ArmyList::translatedNote(const QString &note)
{
    const QByteArray source = note.toUtf8();
    return QCoreApplication::translate("ArmyNote", source.constData());
}

QStringList ArmyList::summaries(const QList<SpecialRule> &rules)
{
    QStringList all;
    for (const SpecialRule &rule : rules)
        all.append(rule.summary());
    return all;
}

} // namespace wm
