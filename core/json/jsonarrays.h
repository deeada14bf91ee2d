// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QList>

namespace wm {

// A list of numbers (unit numbers, dice faces) as a JSON array, in order.
inline QJsonArray numberArray(const QList<int> &numbers)
{
    QJsonArray array;
    for (int n : numbers)
        array.append(n);
    return array;
}

} // namespace wm
