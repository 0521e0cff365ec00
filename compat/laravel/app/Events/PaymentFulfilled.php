<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsToPlayer;
use App\Models\User;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;

/** A deposit was credited (PaymentFulfilledEvent in server/openapi.yaml). */
class PaymentFulfilled implements ShouldBroadcastNow
{
    use BroadcastsToPlayer;

    public function __construct(
        private User $user,
        public string $amount,
        public string $currency_code,
        public string $balance,
    ) {}
}
