// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm {

// An overload set of lambdas, for std::visit over a variant: each alternative gets the lambda that
// takes it. Every dispatch over actions or outcomes is written this way, so that an alternative added
// to the variant and forgotten in one place fails to compile there instead of falling through.
template <class... Fs>
struct Overloaded : Fs...
{
    using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

} // namespace wm
