// SPDX-License-Identifier: GPL-3.0-or-later
#include "distribution.h"

#include <QMap>

#include <algorithm>
#include <numeric>

namespace wm {

Distribution::Distribution()
    : m_chances{1.0}
{
}

Distribution Distribution::certain(int value)
{
    Distribution d;
    d.m_lowest = value;
    return d;
}

Distribution Distribution::fromChances(int lowest, QList<double> chances)
{
    Distribution d;
    d.m_lowest = lowest;
    d.m_chances = std::move(chances);
    if (d.m_chances.isEmpty())
        d.m_chances = {1.0};
    d.trim();
    return d;
}

void Distribution::trim()
{
    // Exactly 0 only: a value that is merely unlikely stays, so that a plot shows its long tail.
    qsizetype first = 0;
    while (first + 1 < m_chances.size() && m_chances.at(first) == 0.0)
        ++first;
    qsizetype last = m_chances.size() - 1;
    while (last > first && m_chances.at(last) == 0.0)
        --last;
    if (first > 0 || last < m_chances.size() - 1) {
        m_chances = m_chances.mid(first, last - first + 1);
        m_lowest += int(first);
    }
}

double Distribution::exactly(int value) const
{
    const qsizetype i = qsizetype(value) - m_lowest;
    return i >= 0 && i < m_chances.size() ? m_chances.at(i) : 0.0;
}

double Distribution::atLeast(int value) const
{
    const qsizetype from = std::max<qsizetype>(0, qsizetype(value) - m_lowest);
    double sum = 0;
    for (qsizetype i = from; i < m_chances.size(); ++i)
        sum += m_chances.at(i);
    return sum;
}

double Distribution::expected() const
{
    double sum = 0;
    for (qsizetype i = 0; i < m_chances.size(); ++i)
        sum += double(m_lowest + i) * m_chances.at(i);
    return sum;
}

double Distribution::total() const
{
    return std::accumulate(m_chances.cbegin(), m_chances.cend(), 0.0);
}

QList<double> Distribution::fromZero() const
{
    QList<double> chances(std::max(0, highest() + 1), 0.0);
    for (int v = std::max(0, m_lowest); v <= highest(); ++v)
        chances[v] = exactly(v);
    return chances;
}

Distribution Distribution::plus(const Distribution &other) const
{
    QList<double> sum(m_chances.size() + other.m_chances.size() - 1, 0.0);
    for (qsizetype i = 0; i < m_chances.size(); ++i) {
        const double a = m_chances.at(i);
        if (a == 0.0)
            continue;
        for (qsizetype j = 0; j < other.m_chances.size(); ++j)
            sum[i + j] += a * other.m_chances.at(j);
    }
    return fromChances(m_lowest + other.m_lowest, std::move(sum));
}

Distribution Distribution::minus(const Distribution &other) const
{
    return plus(other.mapped([](int v) { return -v; }));
}

Distribution Distribution::mapped(const std::function<int(int)> &f) const
{
    QMap<int, double> byValue;
    for (qsizetype i = 0; i < m_chances.size(); ++i)
        byValue[f(m_lowest + int(i))] += m_chances.at(i);
    const int lowest = byValue.firstKey();
    QList<double> chances(byValue.lastKey() - lowest + 1, 0.0);
    for (auto it = byValue.cbegin(); it != byValue.cend(); ++it)
        chances[it.key() - lowest] = it.value();
    return fromChances(lowest, std::move(chances));
}

double Distribution::chanceThat(const std::function<bool(int)> &f) const
{
    double sum = 0;
    for (qsizetype i = 0; i < m_chances.size(); ++i) {
        if (f(m_lowest + int(i)))
            sum += m_chances.at(i);
    }
    return sum;
}

Distribution Distribution::mixture(const QList<Weighted> &parts)
{
    if (parts.isEmpty())
        return {};
    int lowest = parts.constFirst().distribution.lowest();
    int highest = parts.constFirst().distribution.highest();
    for (const Weighted &w : parts) {
        lowest = std::min(lowest, w.distribution.lowest());
        highest = std::max(highest, w.distribution.highest());
    }
    QList<double> chances(highest - lowest + 1, 0.0);
    for (const Weighted &w : parts) {
        for (int v = w.distribution.lowest(); v <= w.distribution.highest(); ++v)
            chances[v - lowest] += w.chance * w.distribution.exactly(v);
    }
    return fromChances(lowest, std::move(chances));
}

} // namespace wm
