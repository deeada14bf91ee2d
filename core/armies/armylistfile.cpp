// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylistfile.h"

#include "core/armies/armylistjson.h"
#include "core/armies/armylists.h"

#include <QFile>

namespace wm {

std::optional<ArmyList> ArmyListFile::builtIn(RulesetId ruleset, const QString &key)
{
    if (key.isEmpty() || ArmyList::slug(key) != key)
        return std::nullopt;
    const QString path = ArmyLists::builtInFolder() + QLatin1Char('/') + enumKey(ruleset) + QLatin1Char('/') + key +
                         QStringLiteral(".json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    Result<ArmyList> list = ArmyListJson::read(file.readAll(), path);
    if (!list)
        return std::nullopt;
    return std::move(list).value();
}

QList<Spell> ArmyListFile::spells(RulesetId ruleset, const QString &key)
{
    const std::optional<ArmyList> list = builtIn(ruleset, key);
    return list ? list->spells : QList<Spell>{};
}

} // namespace wm
