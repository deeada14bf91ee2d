// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <functional>

namespace wm {

// The exact chance of every whole number a roll or a chain of rolls can come to: hits, stands, a
// distance, the difference of two combat results. Worked out by convolution over the dice, never
// by simulation, so the chances of a distribution add up to 1 (within rounding, 1e-12).
class Distribution
{
public:
    // The number 0, for certain.
    Distribution();
    // `value`, for certain.
    static Distribution certain(int value);
    // The chances of lowest, lowest + 1, ... in order. They should add up to 1.
    static Distribution fromChances(int lowest, QList<double> chances);

    int lowest() const { return m_lowest; }
    int highest() const { return m_lowest + int(m_chances.size()) - 1; }
    const QList<double> &chances() const { return m_chances; }

    double exactly(int value) const;
    double atLeast(int value) const;
    double atMost(int value) const { return 1.0 - atLeast(value + 1); }
    double expected() const;
    double total() const; // the chances added up: 1 within rounding
    // The chance of each value from 0 to highest() (0 below lowest()): what a plot of counts shows.
    QList<double> fromZero() const;

    // The sum of this number and an independent other: convolution.
    Distribution plus(const Distribution &other) const;
    // This number less an independent other: the opposed-pool difference.
    Distribution minus(const Distribution &other) const;
    // The same chances for `f(value)`, values that map alike adding up.
    Distribution mapped(const std::function<int(int)> &f) const;
    // The chance that `f(value)` holds.
    double chanceThat(const std::function<bool(int)> &f) const;

    // Weighs each distribution by its chance and adds them up: the mixture of outcomes that each
    // happen with their chance (the chances should add up to 1).
    struct Weighted;
    static Distribution mixture(const QList<Weighted> &parts);

    bool operator==(const Distribution &) const = default;

private:
    void trim(); // drops the chances of exactly 0 at either end
    int m_lowest = 0;
    QList<double> m_chances;
};

struct Distribution::Weighted
{
    double chance = 0;
    Distribution distribution;
};

} // namespace wm
